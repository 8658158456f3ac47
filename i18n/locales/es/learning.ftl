# Lecciones, pistas y análisis (bot/learning). Las palabras de cada lección son lesson-<juego>-<lección>.

## /hint
hint-not-a-player = solo un jugador de esta partida puede pedir una pista
hint-not-running = las pistas son para una partida en curso
hint-tournament = no hay pistas en una partida de torneo
hint-rated = no hay pistas en una partida que puntúa
hint-off = las pistas están desactivadas en esta partida: todos los jugadores deben aceptarlo al empezar (ábrela con la opción hints=on)
hint-not-your-turn = no es tu turno; pide una pista cuando te toque jugar
hint-no-move = no tienes ninguna jugada sobre la que aconsejarte

## /review
review-not-a-player = solo los jugadores de una partida pueden analizarla
review-not-finished = la partida #{ $match } no ha terminado; analízala cuando acabe

## /learn
lesson-progress = Tus lecciones (empieza una con /aprender juego:):
lesson-progress-game = { $game }: { $done }/{ $total } { $marks } — { $next }
lesson-progress-next = siguiente: { $title }
lesson-progress-all-done = todo hecho
lesson-unknown = no hay ninguna lección `{ $lesson }` en { $game }; las lecciones son: { $lessons }
lesson-no-lessons = no hay lecciones para `{ $game }`; juegos: { $games }
lesson-all-done = Has hecho todas las lecciones de { $game }. Elige una otra vez con /aprender juego: lección:, o juega una partida con /jugar.
lesson-try-refused = { $error }
    No cuenta como intento: vuelve a intentarlo.
lesson-illegal = ✗ Esa jugada no es legal aquí: { $reason }
lesson-unfinished = ✗ Tu turno no ha terminado: da todos sus pasos separados por ';' (por ejemplo: { $example }; …).
lesson-legal-not-task = La jugada es legal, pero esta lección pide { $asks }.
lesson-new-position = Una posición nueva: no continúa la lección anterior.
lesson-seat-them = Rival
lesson-right = ✓ ¡Correcto! { $why }
lesson-last-done = Era la última lección de { $game }. ¡Bien hecho!
lesson-answer-shown = ✗ Esta vez no. La respuesta: `{ $answer }` — { $why }
lesson-play-the-answer = Juégala para terminar la lección: /aprender juego:{ $game } jugada:{ $answer }
lesson-not-yet = ✗ Todavía no ({ $tries } de { $most ->
    [one] { $most } intento
   *[other] { $most } intentos
}). Pista: { $hint }
lesson-heading = **{ $game } — lección { $number }: { $title }**
lesson-answer-with = Responde con /aprender juego:{ $game } jugada:<tu jugada>
