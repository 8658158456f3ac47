# Genetess-Spezialfelder S1–S22: Namen, Legendentexte, Kartenparameter und was jedes sagt,
# wenn es auslöst.

## Namen (Vorlage Sn).
genetess-s1 = fester E-Bonus
genetess-s2 = prozentualer E-Bonus
genetess-s3 = Steinverdopplung
genetess-s4 = Code-Spender
genetess-s5 = Kartenblick
genetess-s6 = Steinkiller
genetess-s7 = Detonation
genetess-s8 = Teleporter
genetess-s9 = Strahlung
genetess-s10 = offene Wand
genetess-s11 = potenzierter E-Bonus
genetess-s12 = gegnerischer E-Verfall
genetess-s13 = Spezialfeld-Umzug
genetess-s14 = Verdoppeln
genetess-s15 = Bekehrung
genetess-s16 = Beben
genetess-s17 = Zielscheibe
genetess-s18 = Synergie
genetess-s19 = Zünder
genetess-s20 = Wind
genetess-s21 = Steinschlag
genetess-s22 = Affe

## Legendentexte: "S1: +5 E".
genetess-summary = { $special }: { $text }
genetess-sum-1 = +{ $bonus } E
genetess-sum-2 = +{ $percent } % { $of ->
        [own] deiner
       *[all] aller
    } E
genetess-sum-3 = verdoppelt auf { $target }
genetess-sum-random-code = einen zufälligen Code
genetess-sum-4 = gibt { $code } dazu
genetess-sum-4-max = gibt { $code } dazu, bis zu { $max } je Code
genetess-sum-6 = tötet auf { $places }
genetess-sum-8 = Teleport nach { $places }
genetess-sum-8-random = Teleport auf ein zufälliges Feld
genetess-sum-10 = öffnet { $places }
genetess-sum-10-random = öffnet { $count ->
        [one] { $count } zufällige Wand
       *[other] { $count } zufällige Wände
    }
genetess-sum-11 = n^n % E-Bonus
genetess-sum-12 = Gegner verlieren { $amount } E
genetess-sum-12-percent = Gegner verlieren { $percent } % E

## Parameter eines Spezialfelds in einer Kartendatei (für die Spielleitung).
genetess-param-int = { $key } muss eine ganze Zahl ab { $low } sein, nicht { $value }
genetess-param-int-range = { $key } muss eine ganze Zahl { $low }..{ $high } sein, nicht { $value }
genetess-param-choice = { $key } muss eins von { $allowed } sein, nicht { $value }
genetess-param-square = { $key }: { $error }
genetess-param-squares = { $key } muss eine nicht leere Liste von Feldern oder ein Rechteck wie 'B2:D4' sein, nicht { $value }
genetess-param-code = { $key } müssen Code-Buchstaben sein (A–Z, nicht K), z. B. 'B', oder 'random', nicht { $value }
genetess-param-type = type muss eine ganze Zahl 1..22 sein, nicht { $value }
genetess-param-table = die params von { $special } müssen eine Tabelle sein, nicht { $value }
genetess-param-unknown = { $special } ({ $name }) hat keinen Parameter { $key }; seine Parameter: { $allowed }
genetess-param-missing = { $special } ({ $name }) braucht { $key }: { $help }
genetess-param-s12-one = gib genau eins von amount (E) und percent an
genetess-param-s10-count-random = count gilt nur mit walls = 'random'
genetess-param-s1-bonus = E, die der Vorrat des Besetzers bekommt (× seine Könige)
genetess-param-s2-percent = Bonus in Prozent (× Könige, vorher abgerundet)
genetess-param-s2-of = 'own' gespeicherte E oder die Summe 'all' aller Plätze im Spiel
genetess-param-s3-target = Feld, auf dem die Kopie entsteht (wenn leerer Boden)
genetess-param-s4-code = Buchstaben, die je einmal dazukommen, oder 'random' (einer der Codes der Partie)
genetess-param-s4-max = Obergrenze für die Anzahl eines hinzugefügten Buchstabens; keine = unbegrenzt
genetess-param-s6-squares = Felder, deren Steine getötet werden (Liste oder 'B2:D4')
genetess-param-s8-target = Ziel: ein Feld, eine Liste/ein Rechteck (ein zufälliges leeres davon) oder 'random' (irgendein leeres Bodenfeld)
genetess-param-s10-walls = zu öffnende Innenwände, oder 'random'
genetess-param-s10-count = wie viele zufällige Wände sich öffnen (nur bei walls = 'random')
genetess-param-s12-amount = E, die jeder Gegner verliert (oder nimm percent)
genetess-param-s12-percent = Prozent seiner E, die jeder Gegner verliert

## Ein Spezialfeld löst aus; was es anderswo bewirkt.
genetess-special = { $special } { $name } auf { $square }: { $what }
genetess-effect = { $what } ({ $name })
genetess-special-fires = es löst aus
genetess-bonus = E-Bonus
genetess-own-gain = +{ $gain } E
genetess-s3-copy = der Stein wird auf { $target } kopiert, wenn dort leerer Boden ist
genetess-own-s3-no-copy = { $target } ist kein leerer Boden: keine Kopie
genetess-s3-appears = ein Stein erscheint auf { $target }
genetess-s4-gains = der Stein bekommt einen Code
genetess-s4-limit = der Stein ist an seiner Grenze
genetess-own-gains = dein Stein auf { $square } bekommt { $codes }
genetess-s5-sees = wer es besetzt, sieht die ganze Karte
genetess-s6-kills = die Steine auf { $places } werden getötet
genetess-s7-blast = eine Explosion tötet die Steine auf ihrem Weg
genetess-s8-blocked = der Teleport ist blockiert
genetess-s8-away = der Stein wird fortteleportiert
genetess-s8-arrives = ein Stein kommt auf { $square } an
genetess-own-bare = dein Stein auf { $square } hat nichts zu verlieren außer K
genetess-own-loses = dein Stein auf { $square } verliert { $code }
genetess-s9-strikes = Strahlung trifft die Steine im Blickfeld
genetess-s10-open = Wände öffnen sich
genetess-own-s11 = +{ $gain } E für { $count ->
    [one] { $count } besetztes Feld
   *[other] { $count } besetzte Felder
}
genetess-s12-yours = deine E verfallen
genetess-own-s12 = du verlierst { $lost } E
genetess-s12-decays = die E aller Gegner verfallen
genetess-s13-shuffled = die Spezialfelder werden gemischt
genetess-s13-move = die Spezialfelder auf dem Brett ziehen um
genetess-s14-poor = nicht genug E: nichts passiert
genetess-own-s14-needs = Verdoppeln kostet { $cost } E
genetess-s14-doubles = der Stein verdoppelt seine Codes
genetess-own-cost = -{ $cost } E
genetess-s15-converts = Steine im Blickfeld wechseln die Seite
genetess-s15-keeps = der Stein auf { $square } bleibt auf seiner Seite
genetess-s15-changes = der Stein auf { $square } wechselt die Seite
genetess-s16-shakes = das Brett bebt
genetess-reveal = Steine werden dem Platz enthüllt, der es besetzt
genetess-s19-fuse = gleiche Steine werden zerstört
genetess-s20-wind = ein Wind bläst die Steine fort
genetess-s20-blown = ein Stein wird von { $src } nach { $dst } geblasen
genetess-s20-left = ein Stein wird von { $square } fortgeblasen
genetess-s20-arrived = ein Stein wird auf { $square } geblasen
genetess-s21-roof = die Decke stürzt ein
genetess-s21-walls = { $squares } werden zur Innenwand
genetess-s22-monkey = die Steine, die den Startfeldern am nächsten sind, bekommen ein K, wenn sie keins haben
genetess-s22-crowned = der Stein auf { $square } bekommt ein K
genetess-own-s22 = dein Stein auf { $square } bekommt ein K
