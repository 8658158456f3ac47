# What a member may ask for at once: text lengths, number ranges, hints, lessons.
limit-text-too-long = `{ $option }` tiene { $length } caracteres; este bot acepta como máximo { $limit ->
    [one] { $limit } carácter
   *[other] { $limit } caracteres
} en una opción ([limits] max_option_length)
host-duration-too-long = { $text } es más largo de lo que puede durar un reloj (como máximo { $most })
lesson-limit = en la última hora has recibido { $limit ->
    [one] { $limit } lección
   *[other] { $limit } lecciones
}, el límite de este bot ([limits] lessons_per_hour); vuelve a pedirla dentro de { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
