"""The bot's cogs, one per concern; ``PetriBot.setup_hook`` adds each with its services."""
