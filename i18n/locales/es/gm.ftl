# /gm (herramientas del director de juego) y /undo.
gm-only = solo el director de juego (Gestionar servidor o el rol de director de juego) puede hacer eso
gm-bad-winners = los ganadores son números de puesto como 1 o 1,3
gm-no-bots = los bots no pueden jugar
gm-ended = La partida #{ $match } terminó.
gm-undone = Se deshicieron { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
} en la partida #{ $match }.
gm-kicked = El puesto { $seat } de la partida #{ $match } lo juega ahora el ordenador (fácil).
gm-substituted = { $player } juega ahora el puesto { $seat }.
gm-clock = Reloj de la partida #{ $match }: { NOTATION($setting) }.
gm-map-too-big = { $file } tiene { $size } bytes; un archivo de mapa puede tener como mucho { $most }
gm-map-not-utf8 = { $file } no es texto UTF-8; guarda el mapa como un archivo .toml sencillo
gm-map-download-failed = no se pudo descargar { $file }; inténtalo de nuevo
gm-map-loaded = Mapa { $file } cargado en la partida #{ $match }.
gm-show-everything = Partida #{ $match }, todo (secretos incluidos):
gm-list-none = No hay partidas abiertas ni en curso.
gm-list-line = #{ $match } { NOTATION($game) } — { $status } — { $where } — { $players }

## /gm config: la configuración del servidor, una línea cada cosa.
gm-config-which-game = indica el juego cuyas opciones predeterminadas fijas
gm-config-role = Rol de director de juego: { $role }
gm-config-no-role = Rol de director de juego: ninguno (solo Gestionar servidor)
gm-config-channels = Partidas permitidas en: { $channels }
gm-config-any-channel = Partidas permitidas en: cualquier canal
gm-config-defaults = Opciones predeterminadas: { $defaults }
gm-config-no-defaults = Opciones predeterminadas: ninguna
gm-config-times = Zombi tras { $zombie ->
    [one] { $zombie } tiempo agotado
   *[other] { $zombie } tiempos agotados
}; las partidas abandonadas se anulan tras { $days ->
    [one] { $days } día
   *[other] { $days } días
}; las salas siguen abiertas { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.
gm-config-rated = Las partidas contra el ordenador puntúan.
gm-config-unrated = Las partidas contra el ordenador no puntúan.
