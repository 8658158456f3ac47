# /hint y el botón «Ver pistas».
hint-answer = Pista para la partida #{ $match }: { $move } — { $reason }.
    (Las pistas quedan registradas en la partida.)
hint-show-button = Ver pistas
hint-first-match = Tu primera partida de este juego: pulsa Ver pistas cuando te toque para ver la sugerencia del ordenador (solo la ves tú), o prueba /aprender para lecciones.
