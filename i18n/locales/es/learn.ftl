# /learn alrededor de las lecciones.
lesson-board-alt = { $lesson }: el tablero de la lección
lesson-sent-to-dms = Enviado a tus MD: responde allí con /aprender juego: jugada:.
