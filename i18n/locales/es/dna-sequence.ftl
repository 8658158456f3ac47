# DNA (fragmentos de secuencia): lo que dice games/dna_sequence.py.
# Los fragmentos y las hebras (AAG, TCGA…) son notación: nunca se traducen.

## Option errors
dna-sequence-option-chunk-order = min_chunk ({ $low }) es mayor que max_chunk ({ $high }); pon min_chunk ≤ max_chunk
dna-sequence-option-length-short = length={ $length } es más corto que un fragmento ({ $chunk }); usa length ≥ { $chunk }
dna-sequence-option-no-dup = no_dup no se puede cumplir: con base={ $base } y fragmentos de { $size } una hebra sin fragmentos repetidos tiene como mucho { $limit } letras (base^k + k − 1), no length={ $length }; baja length, sube base o chunk, o quita no_dup

## Manual set-up
dna-sequence-secret-prompt = Tu hebra: exactamente { $count } { $count ->
        [one] letra
       *[other] letras
    } de { $letters }
dna-sequence-setup-length = preparación: envía tu hebra entera, exactamente { $count } { $count ->
        [one] letra
       *[other] letras
    } de { $letters }; eso eran { $given } { $given ->
        [one] letra
       *[other] letras
    }
dna-sequence-setup-repeat = esta partida tiene no_dup: el fragmento { $chunk } aparece dos veces en tu hebra; ningún fragmento puede repetirse
dna-sequence-submitted = { $name } ha enviado una hebra
dna-sequence-submitted-waiting = { $name } ha enviado una hebra ({ $count ->
    [one] falta una
   *[other] faltan { $count }
})
dna-sequence-your-strand = tu hebra: { $strand }
dna-sequence-revealed = Todas las hebras han llegado y se revelan
dna-sequence-revealed-first = Todas las hebras han llegado y se revelan. { $name } nombra primero
dna-sequence-no-skip-setup = hay que enviar una hebra; la preparación no se puede saltar

## Refusals
dna-sequence-one-move = una jugada cada vez: envía un solo fragmento (p. ej. AAG) o, en la preparación, tu hebra entera, sin ';'
dna-sequence-bad-strand = la hebra `{ $text }` tiene { $bad }: usa solo las letras { $letters }
dna-sequence-bad-chunk = el fragmento `{ $text }` tiene { $bad }: usa solo las letras { $letters }
dna-sequence-chunk-size = un fragmento tiene { $low }–{ $high } letras; `{ $chunk }` tiene { $given }
dna-sequence-chunk-size-fixed = un fragmento tiene { $size } { $size ->
        [one] letra
       *[other] letras
    }; `{ $chunk }` tiene { $given }
dna-sequence-chunk-not-own = { $chunk } no está en tu hebra; nombra un fragmento que aparezca en { $strand }
dna-sequence-chunk-removes-nothing = { $chunk } no quitaría nada en ninguna parte; nombra un fragmento que aparezca en una hebra que corte
dna-sequence-first-turn-limit = { $chunk } quitaría { $count } { $count ->
        [one] fragmento
       *[other] fragmentos
    } a { $name }; en tu primer turno puedes quitar como mucho { $limit } a cada rival (p. ej. { $examples })
dna-sequence-already-out = ya estás fuera de esta partida

## Narration ($losses: "alice −6, bob −3")
dna-sequence-removed = { $name } quitó { $chunk }: { $losses }
dna-sequence-out = { $name } queda fuera
dna-sequence-passed = { $name } pierde el turno
dna-sequence-resigned = { $name } se rindió

## Results
dna-sequence-reason-last-standing = última hebra en pie
dna-sequence-reason-all-short-longest = todas las hebras quedaron por debajo de un fragmento; gana la más larga
dna-sequence-reason-all-short = todas las hebras quedaron por debajo de un fragmento
dna-sequence-reason-stalled = ningún fragmento puede cortar ninguna hebra; gana la más larga
dna-sequence-draw = Tablas: { $names } empatan ({ $reason })
dna-sequence-won = { $names } { $count ->
        [one] gana
       *[other] ganan
    } ({ $reason })

## The text board (describe)
dna-sequence-describe-submitted = { $name }: hebra enviada
dna-sequence-describe-waiting = { $name }: esperando una hebra
dna-sequence-describe-strand = { $name } ({ $length }): { $strand }
dna-sequence-describe-out = { $name } ({ $length }): { $strand } (fuera)
dna-sequence-describe-result = resultado: { $names } ({ $reason })

## Opciones (/reglas, el bloque de opciones).
dna-sequence-help-length = letras de cada hebra inicial (≥ tamaño de fragmento)
dna-sequence-help-chunk = letras de un fragmento
dna-sequence-help-base = nucleótidos distintos: los N primeros de A C G T
dna-sequence-help-manual = cada jugador envía su propia hebra en secreto
dna-sequence-help-no-dup = ningún fragmento aparece dos veces en una hebra inicial
dna-sequence-help-min-chunk = tamaño mínimo de fragmento (por defecto: `chunk`)
dna-sequence-help-max-chunk = tamaño máximo de fragmento (por defecto: `chunk`)
dna-sequence-help-non-incremental = sin límite de eliminación en la primera ronda
dna-sequence-help-need-not-own = un fragmento no tiene por qué aparecer en tu propia hebra
dna-sequence-help-no-reduce-self = los fragmentos no se eliminan de tu propia hebra
dna-sequence-help-reduce-next = los fragmentos solo se eliminan del siguiente rival
