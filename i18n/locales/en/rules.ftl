# The options block under each game's rules (bot/rules/__init__.py: /rules and petri rules).
rules-options-heading = **Options** (`/play options:`, e.g. `{ $example }`):
rules-option = `{ $name }`: { $help } ({ $allowed })
rules-option-default = `{ $name }`: { $help } ({ $allowed }, default `{ $default }`)
rules-option-seed = `seed`: the match's random seed, to replay a game exactly (a whole number)
# /rules in pages (bot/adapter/rules_help.py): the footer and the two buttons.
rules-page = Page { $page } of { $pages }
rules-previous-button = ◀ Previous
rules-next-button = Next ▶
rules-option-default-off = `{ $name }`: { $help } ({ $allowed }, off by default)
