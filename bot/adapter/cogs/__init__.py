"""The bot's cogs, one per concern; ``PetriBot.setup_hook`` adds each with its services
(``bot.adapter.served.Served``)."""
