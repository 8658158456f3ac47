# Mitosis (games/mitosis.py). Las celdas (E5) y las jugadas (E4 E6, colour red, first blue,
# active E4, undo) son notación y no cambian; los colores en la narración son palabras.

mitosis-summary = Coloca tres células cada uno en un tablero hexagonal y luego, por turnos, divide una de tus células en dos a lados opuestos de ella. Quien no pueda dividir pierde.
mitosis-option-barricade = 4 muros al azar (nunca adyacentes) donde no se puede colocar ni dividir nada
mitosis-option-capture = una célula enemiga con células tuyas a ambos lados se retira después de tu jugada (hasta que ambos hayan hecho 25 jugadas)
mitosis-option-clone = 4 células cada uno; tras una división eliges en secreto qué célula nueva queda activa; solo las células activas pueden dividirse
mitosis-option-launcher = una división también puede caer a dos celdas de distancia en la misma línea
mitosis-option-grouping = quien no puede dividir pasa; cuando ninguno puede, ganan los grupos más grandes (el DMO gana los empates)
mitosis-option-triplicate = una célula puede dividirse en cambio en tres células separadas 120°
mitosis-option-undo = dos veces por partida, deshacer la última jugada de tu rival y la tuya anterior
mitosis-option-dmo = el puesto del rival a muerte (DMO): 1 (quien desafía) o 2 (quien es desafiado); el DMO elige los colores y gana los empates de grupos

## Fragmentos de frases
mitosis-none = ninguna
mitosis-or-two = `{ $a }` o `{ $b }`
mitosis-or-three = `{ $a }` o `{ $b }` o `{ $c }`
mitosis-who = { $colour ->
    [red] { $name } (rojo)
    [blue] { $name } (azul)
   *[none] { $name }
}

## Qué puedes escribir ahora
mitosis-hint-colour = como DMO, elige tu color: `colour red` o `colour blue`
mitosis-hint-first-place = como Rojo, elige quién coloca primero: `first red` o `first blue`
mitosis-hint-first-split = como Azul, elige quién divide primero: `first red` o `first blue`
mitosis-hint-placing = coloca una célula: nombra una celda vacía, p. ej. E5
mitosis-hint-active = elige la célula nueva activa: { $choices }
mitosis-hint-split = divide: nombra las dos células nuevas a lados opuestos de una de tus células, p. ej. E4 E6 (se divide E5)
mitosis-hint-split-three = divide: nombra las dos células nuevas a lados opuestos de una de tus células, p. ej. E4 E6 (se divide E5), o tres células separadas 120°, p. ej. D4 E6 F4
mitosis-active-prompt = Elige qué célula nueva queda activa (secreto): { $choices }

## Rechazos
mitosis-empty-move = jugada vacía; { $hint }
mitosis-resign-not-a-move = para rendirte usa /rendirse (rendirse no es una jugada)
mitosis-not-a-move-now = { $word } no es una jugada ahora; { $hint }
mitosis-splits-into = { $more ->
    [0] { $cell } se divide en { $splits }: envía las células nuevas, p. ej. `{ $example }`
   *[other] { $cell } se divide en { $splits } y { $more } más: envía las células nuevas, p. ej. `{ $example }`
}
mitosis-not-your-cell = { $cell } no es una de tus células; { $hint }
mitosis-inactive = { $cell } está inactiva (clone): solo tus células activas pueden dividirse (tu vista privada las muestra)
mitosis-cannot-split-now = { $cell } no puede dividirse ahora (no hay un par opuesto de celdas vacías alrededor); { $hint }
mitosis-no-pass-grouping = no puedes pasar mientras puedas jugar; con grouping quien no puede dividir pasa automáticamente. { $hint }
mitosis-no-pass = en Mitosis no se pasa; { $hint }
mitosis-colour-word = { $what ->
    [first] quién empieza
   *[colour] color
}: `red` o `blue`, no { $word }
mitosis-choose-colour = primero el DMO elige un color: `colour red` o `colour blue`
mitosis-first-place-form = Rojo elige quién coloca primero: `first red` o `first blue`
mitosis-first-split-form = Azul elige quién divide primero: `first red` o `first blue`
mitosis-place-taken = { $owner ->
    [wall] { $cell } es un muro; coloca en una celda vacía
    [red] { $cell } está ocupada (rojo); coloca en una celda vacía
   *[blue] { $cell } está ocupada (azul); coloca en una celda vacía
}
mitosis-place-flanked = { $colour ->
    [red] { $cell } está entre dos células rojas ({ $a } y { $b }); con capture no puedes colocar una célula donde sería capturada
   *[blue] { $cell } está entre dos células azules ({ $a } y { $b }); con capture no puedes colocar una célula donde sería capturada
}
mitosis-place-captures = { $colour ->
    [red] colocar en { $cell } capturaría la célula roja { $near } (entre { $cell } y { $far }); con capture una colocación no puede capturar
   *[blue] colocar en { $cell } capturaría la célula azul { $near } (entre { $cell } y { $far }); con capture una colocación no puede capturar
}
mitosis-place-one = en la fase de colocación nombra una celda vacía, p. ej. E5
mitosis-split-one-colon = escribe una división como las células nuevas, p. ej. E4 E6, o madre: células, p. ej. E5: E4 E6 (un solo dos puntos)
mitosis-split-one-parent = antes de los dos puntos nombra la célula que se divide, p. ej. E5: E4 E6
mitosis-split-count = { $most ->
    [3] una división nombra las dos (o tres) células nuevas, p. ej. E4 E6 (se divide E5); se dieron { $given }
   *[other] una división nombra las dos células nuevas, p. ej. E4 E6 (se divide E5); se dieron { $given }
}
mitosis-split-colon = escribe la célula madre con dos puntos: `{ $example }`
mitosis-split-needs-triplicate = dividir en tres células necesita la anomalía triplicate; nombra las dos células nuevas, p. ej. E4 E6
mitosis-split-twice = { $cell } aparece dos veces; las células nuevas son células distintas
mitosis-split-itself = { $cell } no puede dividirse en sí misma; nombra las células nuevas a su alrededor
mitosis-split-needs-launcher = { $cells } están a dos celdas de { $parent }; dividir a dos celdas necesita la anomalía launcher
mitosis-split-not-yours = { $owner ->
    [empty] { $parent } (la celda entre { $cells }) está vacía; divide una de tus propias células
    [wall] { $parent } (la celda entre { $cells }) es un muro; divide una de tus propias células
    [red] { $parent } (la celda entre { $cells }) es de Rojo; divide una de tus propias células ({ $colour ->
        [red] rojas
       *[blue] azules
    })
   *[blue] { $parent } (la celda entre { $cells }) es de Azul; divide una de tus propias células ({ $colour ->
        [red] rojas
       *[blue] azules
    })
}
mitosis-split-into-taken = { $owner ->
    [wall] { $parent } no puede dividirse en { $cells }: { $cell } es un muro; las células nuevas deben estar vacías
    [red] { $parent } no puede dividirse en { $cells }: { $cell } está ocupada (rojo); las células nuevas deben estar vacías
   *[blue] { $parent } no puede dividirse en { $cells }: { $cell } está ocupada (azul); las células nuevas deben estar vacías
}
mitosis-not-a-split-of = { $cells } no es una división de { $parent }: las células nuevas quedan a lados opuestos ({ $examples })
mitosis-not-a-triple = { $cells } no son tres células separadas 120° alrededor de una célula; p. ej. E5 se divide en D4 E6 F4 o D5 E4 F5
mitosis-not-opposite = { $cells } no están a lados opuestos de una célula; una división pone las células nuevas a ambos lados de la célula que se divide, p. ej. E4 E6 (se divide E5)
mitosis-active-one = elige la única célula nueva que queda activa: { $choices }
mitosis-active-not-new = { $cell } no es una de las células nuevas; elige { $choices }
mitosis-undo-off = esta partida no permite deshacer (necesita la anomalía undo)
mitosis-undo-used = ya has usado tus { $count } deshacer
mitosis-undo-finish-split = termina primero tu división: { $hint }
mitosis-undo-nothing-yet = todavía no hay jugadas que deshacer; { $hint }
mitosis-undo-just-undone = acabas de deshacer; haz tu jugada desde esta posición
mitosis-undo-after-choice = no hay nada que deshacer: undo no llega más allá de una elección; { $hint }
mitosis-undo-after-pass = el último turno fue un pase automático: undo no llega más allá; { $hint }
mitosis-undo-no-own-move = no hay una jugada tuya antes de la de tu rival que deshacer: undo no llega más allá de una elección; { $hint }
mitosis-undo-theirs-after-pass = la jugada de tu rival vino tras un pase automático: undo no llega más allá; { $hint }
mitosis-undo-no-pair = undo deshace la última jugada de tu rival y tu colocación o división justo anterior, y ahora no hay tal par

## Narración
mitosis-colours-chosen = { $dmo } (DMO) juega con { $colour ->
    [red] rojo
   *[blue] azul
}; { $other } juega con { $other_colour ->
    [red] rojo
   *[blue] azul
}. { $red } (rojo) elige quién coloca primero
mitosis-chose-self = { $verb ->
    [place] { $who } eligió colocar primero
   *[split] { $who } eligió dividir primero
}
mitosis-chose-other = { $verb ->
    [place] { $who } eligió: { $first } coloca primero
   *[split] { $who } eligió: { $first } divide primero
}
mitosis-placed = { $who } colocó { $cell }
mitosis-split = { $who } dividió { $parent } en { $cells }
mitosis-split-clone = { $who } dividió { $parent } en { $cells }. Ahora elige en secreto la célula activa
mitosis-active-chosen = { $who } eligió la célula activa (secreto)
mitosis-active-secret = Secreto: { $cell } es la activa (sin activar: { $others })
mitosis-captures-over = Ambos han hecho { $count } jugadas: no hay más capturas
mitosis-captured = { $who } capturó { $cells } de { $victim }
mitosis-placing-over = La colocación ha terminado. { $who } elige quién divide primero (`first red` o `first blue`)
mitosis-passes = { $who } no puede dividir y pasa
mitosis-undone = { $who } deshizo la jugada { $theirs } de { $other } y su propia jugada { $mine }, y vuelve a jugar ({ $left ->
    [one] queda { $left } deshacer
   *[other] quedan { $left } deshacer
})
mitosis-resigned = { $who } se rindió

## Resultados
mitosis-wins = { $count ->
    [one] gana { $who }
   *[other] ganan { $who }
}: { $reason }
mitosis-cannot-split = { $who } no puede dividir
mitosis-group-sizes = { $who } { $sizes }
mitosis-no-cells = sin células
mitosis-groups-identical = grupos idénticos: gana el DMO
mitosis-groups-larger = grupo número { $number } mayor ({ $mine } contra { $theirs })
mitosis-groups-run-out = a { $who } se le acaban antes los grupos
mitosis-groups-decide = ninguno puede dividir; grupos { $first } contra { $second }: { $why }

## El tablero de texto (describe)
mitosis-board-title = Mitosis (hexhex{ $side }); anomalías: { NOTATION($anomalies) }
mitosis-board-seat = { $colour ->
    [red] Rojo: { $name }
    [blue] Azul: { $name }
   *[none] { $name }
}{ $dmo ->
    [yes] {" "}(DMO)
   *[no] {""}
}: { $count ->
    [one] { $count } célula
   *[other] { $count } células
}{ $cells }; jugadas { $moves }{ $undos ->
    [-1] {""}
   *[other] ; deshacer restantes { $undos }
}
mitosis-board-walls = Muros: { $cells }
mitosis-board-active = Tus células activas: { $cells } (en minúscula en el tablero: tus células inactivas)
mitosis-last-colour = Última: { $who } eligió { $colour ->
    [red] rojo
   *[blue] azul
}
mitosis-last-first = Última: { $who } decidió que empiece { $colour ->
    [red] Rojo
   *[blue] Azul
}
mitosis-last-place = Última: { $who } colocó { $cell }
mitosis-last-split = Última: { $who } dividió { $parent } en { $cells }
mitosis-last-undo = Última: { $who } deshizo { $undone }
mitosis-board-captured = Capturadas: { $cells }
mitosis-board-result = Resultado: gana { $winners } — { $reason }
mitosis-board-to-move = Turno: { $who } { $phase ->
    [colour] elige un color
    [first_place] elige quién coloca primero
    [placing] coloca una célula ({ $each } cada uno)
    [first_split] elige quién divide primero
    [splitting] divide una célula
   *[active] elige en secreto la célula nueva activa
}

## Lo que dice un botón de jugada (bot.adapter.words.move_label); el botón envía la jugada tal cual.
mitosis-move-button-colour = { $rest ->
    [red] Color rojo
   *[blue] Color azul
}
mitosis-move-button-first = { $rest ->
    [red] Empieza Rojo
   *[blue] Empieza Azul
}
mitosis-move-button-active = Activar { NOTATION($rest) }
