# /learn rund um die Lektionen.
lesson-board-alt = { $lesson }: das Brett der Lektion
lesson-sent-to-dms = In deine DMs geschickt: antworte dort mit /lernen spiel: zug:.
