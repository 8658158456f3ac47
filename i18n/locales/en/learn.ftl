# /learn around the lessons (bot/adapter/learn.py); the lessons' own words are elsewhere.
lesson-board-alt = { $lesson }: the lesson's board
lesson-sent-to-dms = Sent to your DMs: answer there with /learn game: move:.
