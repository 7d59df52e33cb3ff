# Deutsche Texte des Spielfensters (Quelle: ../en; ../de, ../fr, ../ru haben dieselben IDs).
# Variablen: { $name }. Mehrzahlformen über Fluent-Selektoren.

app-title = Nebel über Carcassonne

## Levelauswahl
title-choose-level = Level wählen
title-could-not-start = Start nicht möglich: { $error }
level-n = Level { $n }
title-goal = Ziel { $goal }{ $each ->
    [each] {" "}je Zählfigur
   *[total] {""}
}
title-markers = {" "}· Rufus { $rufus } · Ronja { $ronja }{ $each ->
    [each] {" "}je Zählfigur
   *[total] {""}
}
title-level-stock = { $tiles } Plättchen, { $piles ->
    [one] 1 Stapel
   *[other] { $piles } Stapel zu je { $per_pile }
}, { $ghosts } Geister
title-unlock-all = Alle Level freischalten
title-your-presets = Eigene Level-Vorlagen (Datenordner, levels/):
title-players = Spieler:
title-player-n = Spieler { $n }:
title-bot = Bot
title-bot-speed = Bot-Tempo:
title-seconds-per-decision = {" "}s pro Zug
title-player-aids = Spielhilfen (Tipps, erlaubte Plätze, Geisterwarnung)
title-search = Stärkerer Bot (denkt voraus)
title-search-tip = Bot-Plätze und Tipps spielen jedes Legen vielfach einige Züge voraus, bis zu einer Sekunde je Plättchen (der Tipp spielt danach die besten bis zum Ende, für ihre Gewinnchancen); das Fenster bleibt bedienbar.
title-colours-per-player = { $colours ->
    [one] 1 Farbe
   *[other] { $colours } Farben
} pro Spieler, je { $meeples } Meeple.
title-scoring-meeple = Zählfigur:
title-seed = Mischnummer:
title-seed-random = zufällig
title-advanced = Erweitert: Regelschalter
title-start = Start

level-1-blurb = Lernt den Nebel kennen: Nebelbänke schließen, Geister besänftigen, 50 Punkte erreichen.
level-2-blurb = Schlösser werten neblige Nachbarn; geschlossene Friedhöfe begraben einen Meeple; Ziel 75.
level-3-blurb = Drei Stapel mit Schwellen; die Hunde Rufus und Ronja verjagen Geister; Ziel 100.
level-4-blurb = Nur 13 Geister und höhere Schwellen: 20, 60, dann 120.
level-5-blurb = Friedhöfe schließen sich erst mit 8 Nachbarn, suchen neblige Nachbarn heim und ziehen verdeckte Plättchen an.
level-6-blurb = Drei Zählfiguren müssen jeweils 10, 25 und 50 erreichen; 12 Geister.

colour-red = Rot
colour-green = Grün
colour-blue = Blau
colour-yellow = Gelb
colour-black = Schwarz
colour-pink = Pink

## Regelschalter
switch-joint-scoring = Mehrere Farben in einem Gebiet
switch-colours-multiply = jede Farbe punktet
switch-majority = die Mehrheit punktet
switch-level6-setup = Zählfiguren in Level 6
switch-revised-2023 = drei (überarbeitete Regel)
switch-original-2022 = eine je Farbe (Erstauflage)
switch-pacify-unoccupied = Besänftigen mit Gebieten, die niemand besetzt
switch-hound-vicinity = Plättchen, die ein Hund erreicht
switch-haunted-cells = Plättchen, die ein Spukfriedhof heimsucht
switch-facedown-cells = Plätze für verdeckte Plättchen
switch-8-around = die 8 ringsum
switch-4-sides = die 4 Seiten
switch-tile58 = Geistersymbole auf Plättchen 58
switch-symbol-counts = Geistersymbole je Exemplar
switch-per-copy = wie gedruckt (75)
switch-uniform = auf jedem Exemplar gleich (78)
switch-defaults = Standardwerte

## Menüs
menu-quit = Beenden
menu-resume = Weiter
menu-paused = Pause
menu-restart = Level neu starten
menu-title-page = Titelseite
menu-save-quit = Speichern und beenden
menu-save-quit-tip = Das Spiel wird nach jeder Entscheidung gespeichert; „Weiterspielen“ setzt es fort.
menu-quit-unsaved-tip = Eine Lektion oder eine Wiederholung wird nicht gespeichert: Beenden schließt das Spiel.

## Der Spielbildschirm
hud-tiles = Plättchen übrig: { $left } · gelegt: { $placed } · beiseitegelegt: { $discarded }
hud-tiles-tip = Plättchen, die noch in den Stapeln sind, Plättchen auf dem Tisch und Plättchen, die beiseitegelegt wurden, weil sie nirgends passten.
hud-seed = Mischung { $seed }
hud-seed-tip = Die Mischnummer: Eine Partie mit derselben Nummer bringt dieselben Plättchen in derselben Reihenfolge.
hud-drawn = Das gezogene Plättchen
hud-needs = { $n ->
    [one] braucht bis zu 1 Geist
   *[other] braucht bis zu { $n } Geister
}
hud-fits = { $cells ->
    [one] passt auf 1 Platz
   *[other] passt auf { $cells } Plätze
}
hud-help-place = Linksklick auf einen hervorgehobenen Platz legt das Plättchen (oder { $key-previous-cell }/{ $key-next-cell } Platz wählen, { $key-place } legen)
hud-help-view = { $key-turn } oder Rechtsklick: drehen · Ziehen: Ansicht verschieben · Mausrad: zoomen
hud-help-keys = { $key-recentre }: zentrieren · { $key-rules }: Regeln · { $key-menu }: Menü
side-top = obere
side-right = rechte
side-bottom = untere
side-left = linke
why-occupied = Nicht hier: Auf diesem Feld liegt schon ein Plättchen.
why-no-contact = Nicht hier: Ein Plättchen muss ein ausliegendes Plättchen an einer ganzen Seite berühren; eine Ecke genügt nicht.
why-only-facedown = Nicht hier: Ein verdecktes Plättchen zählt nicht als Berührung; das Plättchen muss auch ein offenes Plättchen an einer Seite berühren.
why-mismatch = So gedreht nicht hier: { $count ->
    [one] die { $sides } Kante passt
   *[other] die Kanten { $sides } passen
} nicht zu den Nachbarn (Weg an Weg, Stadt an Stadt, Wiese an Wiese; Nebel spielt keine Rolle).
why-turn-it = Anders gedreht passt es hier: { $key-turn } oder Rechtsklick.
why-no-turn = Hier passt es in keiner Drehung.
why-one-way = Dieses Plättchen passt hier nur so gedreht, wie es jetzt liegt.

## Spielende
over-title = Spielende
over-won = Sieg!
over-won-why = Das Ziel ist erreicht: Die Geister haben ihren Frieden gefunden.
over-lost = Niederlage
over-lost-ghosts = Der Nebel brauchte mehr Geister, als der Vorrat hatte.
over-lost-tiles = Ein Plättchen musste gezogen werden, aber der Stapel war leer: Seine Schwelle wurde nicht rechtzeitig erreicht.
over-ghosts-short = Das rot umrandete Plättchen brauchte { $needed ->
    [one] 1 Geist
   *[other] { $needed } Geister
}; { $supply ->
    [0] der Vorrat war leer.
    [one] im Vorrat war nur noch 1.
   *[other] im Vorrat waren nur noch { $supply }.
}
over-tiles-short = { $piles ->
    [one] Der Stapel
   *[other] Stapel { $pile } von { $piles }
} war leer, bevor { $threshold } Punkte erreicht waren: { $short }.
over-short-team = das Team hatte { $total }
over-short-colour = { $colour } hatte { $total }
over-totals = Punktestand: { $totals } (Ziel { $goal })
over-tiles = { $placed } Plättchen gelegt, { $discarded } beiseitegelegt (sie passten nirgends)
over-replay = Wiederholung ansehen
over-record-name = Name der Aufzeichnung
over-save-record = Aufzeichnung speichern unter…
over-play-again = Noch einmal spielen
end-won = Sieg
end-lost = Der Nebel hat gewonnen
end-level-total = Level { $level } · { $total } Punkte von { $goal }
end-level-each = Level { $level } · niedrigste Summe { $total } von je { $goal }
end-points-from = Woher die Punkte kamen
end-no-points = keine Punkte gewertet
end-from-roads = Straßen
end-from-cities = Städte
end-from-castles = Schlösser
end-from-monasteries = Klöster
end-from-fields = Wiesen
end-from-mist = Nebelbänke
end-from-hounds = Hunde
end-ghosts = Geister besänftigt: { $pacified } · insgesamt vom Spielfeld genommen: { $removed } · noch auf dem Spielfeld: { $left }
end-tiles = Gelegte Plättchen: { $n } · entschieden in Zug { $turn }
end-see-board = Zum Spielfeld
chart-score = Punkte pro Zug, gegen die Schwellen und das Ziel
chart-total = { $colour } gesamt
chart-team-total = gemeinsame Summe
chart-threshold = Schwelle { $n }
chart-goal = Ziel { $n }
chart-ghosts = Geister auf dem Spielfeld
chart-ghosts-line = Geister
chart-all-ghosts = alle { $n } Geister
ok = OK

## Laden, Über, Absturzhinweis
loading = Die Plättchen werden gezeichnet…
loading-failed = Der Plättchensatz konnte nicht geladen werden:
loading-hint = BEVY_ASSET_ROOT muss auf den Ordner zeigen, der assets/ enthält.
about-button = Über Mists
about-what = Eine digitale Ausgabe des kooperativen Legespiels um Geister und Nebel (Lizenz MIT oder Apache-2.0).
about-fonts = Schriften: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT- und Bitstream-Vera-Lizenz), Noto Emoji und emoji-icon-font (SIL Open Font Licence 1.1, MIT), für lateinische und kyrillische Schrift; Überschriften in EB Garamond von Georg Duffner (SIL Open Font Licence 1.1). Ihre Lizenzen stehen in der zugeklappten Liste unten.
about-crates = Mitgelieferte Crates und ihre Lizenzen (erzeugt mit cargo-about):
about-rules = Die Regeln folgen dem englischen Regelheft (Z-Man Games) mit den Korrekturen von Hans im Glück vom März 2023, den FAQ des Verlags und den Antworten des Autors; das Wettkampfspiel folgt der Erweiterung „Geister, Schlösser und Friedhöfe“.
about-licences = Lizenzen der mitgelieferten Crates und Schriften
crash-title = Die letzte Sitzung ist abgestürzt
crash-where = Entschuldigung: Mists wurde beim letzten Mal durch einen Fehler beendet. Ein Bericht mit der bisherigen Partie liegt in
crash-send = Den Bericht mit ein paar Worten dazu einzuschicken, was gerade getan wurde, hilft, den Fehler zu beheben.

## Gespeicherte Partien
saves-title = Gespeicherte Partien
saves-continue = Weiterspielen: Level { $level } · { $players ->
    [one] 1 Spieler
   *[other] { $players } Spieler
} · Zug { $turn }
saves-row-level = Level { $level } · { $players ->
    [one] 1 Spieler
   *[other] { $players } Spieler
}
saves-row-turn = Zug { $turn } · Punkte { $totals }
saves-continue-one = weiterspielen
saves-replay = ansehen
saves-review = analysieren
saves-delete = löschen
save-playing = läuft
save-won = gewonnen
save-lost = verloren
ago-now = gerade eben
ago-minutes = vor { $n } Min.
ago-hours = vor { $n } Std.
ago-days = { $n ->
    [one] vor 1 Tag
   *[other] vor { $n } Tagen
}

## Wiederholungen
replay-title = Wiederholung
replay-where = Zug { $turn } · Schritt { $at } von { $n }
replay-turn-back = ⏮ Zug
replay-back = ◀ Schritt
replay-play = ▶ abspielen
replay-pause = ⏸ Pause
replay-forward = Schritt ▶
replay-turn-forward = Zug ⏭
replay-speed = Schritte pro Sekunde

## Wörter für das Spielfeld
words-the-feature = das Gebiet
words-road = { $tiles ->
    [one] die Straße auf einem Plättchen
   *[other] die Straße über { $tiles } Plättchen
}
words-city = { $tiles ->
    [one] die Stadt auf einem Plättchen
   *[other] die Stadt über { $tiles } Plättchen
}{ $arms ->
    [0] {""}
    [one] {" "}mit einem Wappen
   *[other] {" "}mit { $arms } Wappen
}
words-castle = das Schloss
words-monastery = das Kloster
words-field = die Wiese
words-mist-bank = { $tiles ->
    [one] die Nebelbank auf einem Plättchen
   *[other] die Nebelbank über { $tiles } Plättchen
}
words-new-tile = das neue Plättchen
words-cemetery = der Friedhof
words-castle-tile = das Schlossplättchen
words-monastery-tile = das Klosterplättchen
words-village-tile = das Dorfplättchen
words-tile-ghosts = { $n ->
    [0] ein Plättchen
    [one] ein Plättchen mit 1 Geist
   *[other] ein Plättchen mit { $n } Geistern
}
words-supply = aus dem Vorrat
words-nobody = niemanden

## Optionen einer Entscheidung
opt-place = das Plättchen auf den markierten Platz legen, um { $degrees }° gedreht
opt-leave-empty = ein Symbol leer lassen: { $feature }
opt-cemetery-ghost = den zusätzlichen Geist auf diesen Friedhof
opt-haunt = den Geist in { $feature } ({ $side })
opt-meeple = ein Meeple von { $colour } auf { $feature }
opt-no-meeple = kein Meeple (N)
opt-score-next = zuerst abhandeln: { $feature }
opt-score = die Punkte nehmen
opt-pacify-none = besänftigen, ohne einen Geist zu entfernen
opt-pacify = { $n ->
    [one] besänftigen, 1 Geist entfernen: { $tile }
   *[other] besänftigen, { $n } Geister entfernen: { $tile }
}
opt-assign = an die Zählfigur von { $colour } (Stand { $total })
opt-bury = den Meeple von { $colour } begraben ({ $on })
opt-hound-joins = der Hund geht zum Meeple von { $colour } ({ $on })
opt-hound-chases = { $n ->
    [one] der Hund verjagt 1 Geist: { $tile }
   *[other] der Hund verjagt { $n } Geister: { $tile }
}
opt-hound-done = der Hund verjagt keine weiteren Geister
opt-facedown = das verdeckte Plättchen hierhin legen

## Was gerade entschieden wird
ask-place = Das gezogene Plättchen legen
ask-leave-empty = Ein Geist weniger: Welches Symbol bleibt leer?
ask-cemetery-ghost = Welcher offene Friedhof bekommt den zusätzlichen Geist?
ask-haunt = Welcher Nebel bekommt den Geist?
ask-meeple = Einen Meeple auf das neue Plättchen setzen?
ask-order = Mehrere Gebiete sind abgeschlossen: Welches zuerst?
ask-score-or-pacify = Abgeschlossen: { $feature }. { $colours ->
    [one] { $points } Punkte für { $who }
   *[other] Je { $points } Punkte für { $who }
} – oder stattdessen bis zu 3 Geister eines Plättchens besänftigen.
ask-assign = { $points } Punkte für { $colour }: Welche Zählfigur bekommt sie?
ask-bury = Der markierte Friedhof ist geschlossen: Welcher Meeple wird begraben?
ask-hound = { $hound } zieht los: Zu welchem Meeple?
ask-hound-clear = Der Hund darf von 2 Plättchen in der Nähe je bis zu 3 Geister verjagen.
ask-facedown = Das verdeckte Plättchen neben einen offenen Friedhof legen.

## Die Entscheidungsleiste
panel-teammate = Ein Teamkollege entscheidet alles außer dem Legen des Plättchens
panel-teammate-tip = Ein Bot beantwortet die übrigen Fragen des Zuges für euch.
panel-elsewhere = Spieler { $n } spielt diesen Zug anderswo: warten auf ihn.
panel-undo = Rückgängig (Strg+{ $key-undo })
panel-hint = Tipp ({ $key-hint })
panel-suggests = Der Tipp schlägt vor: { $option }
panel-search-suggests = Der Suchbot schlägt vor: { $option }
panel-then = Danach: { $option }
panel-placement-at = auf das mit { $mark } markierte Feld, um { $degrees }° gedreht
hint-place = lege das Plättchen auf das markierte Feld, so gedreht, wie die Vorschau es zeigt, wenn du darauf zeigst
hint-why = Warum: { $why }.
hint-why-bank = es schließt { $banks ->
    [one] eine Nebelbank
   *[other] { $banks } Nebelbänke
} und { $n ->
    [0] kein Geist verlässt das Spielfeld
    [one] 1 Geist verlässt das Spielfeld
   *[other] { $n } Geister verlassen das Spielfeld
}
hint-why-arrive = es bringt { $n ->
    [0] keinen Geist
    [one] 1 Geist
   *[other] { $n } Geister
} und { $supply } bleiben im Vorrat
hint-why-enough = genug für jedes noch kommende Plättchen (das bedürftigste braucht { $worst })
hint-why-short = weniger als die { $worst }, die das bedürftigste noch kommende Plättchen bräuchte
panel-thinking = Der Suchbot überlegt …
panel-rating = { $option }: { $rating } von 100 nach { $turns ->
    [one] 1 vorausgespielten Zug
   *[other] { $turns } vorausgespielten Zügen
}
panel-rating-pile = { $option }: { $rating } von 100 nach { $turns ->
    [one] 1 vorausgespielten Zug
   *[other] { $turns } vorausgespielten Zügen
}, oder bis zum Ende des Stapels, wenn es nahe ist
panel-chance = { $percent } % von { $games ->
    [one] einer zu Ende gespielten Partie
   *[other] { $games } zu Ende gespielten Partien
} gewonnen
panel-with-meeple = { $option }, danach { $meeple }
panel-playing-out = Partien werden für die Gewinnchancen zu Ende gespielt …
panel-why = Warum? ({ $key-rules })
panel-click-tiles = Hervorgehobene Plättchen lassen sich auf dem Spielfeld anklicken.
panel-click-spot = oder einen Ring auf dem neuen Plättchen oder unten eine Farbe anklicken.
panel-click-spot-quick = Ein angeklickter Ring setzt den Meeple in der zuletzt gesetzten Farbe oder in der mit den meisten übrigen Meeples; Umschalt-Klick auf einen Ring, um die Farbe zu wählen.
panel-back = zurück

## Die Tischleiste
table-title = Tisch
table-total = { $total } / { $goal } (Feld { $space }, Runde { $lap })
table-total-tip = Die Wertungstafel: jeder Punktestand im Vergleich zum Ziel. Die Tafel hat 50 Felder; ein Stand über 49 beginnt eine neue Runde.
table-goal = Ziel
table-pile-mark = Stapel { $pile }: { $who } { $threshold }
table-marks-tip = Die Schwelle jedes Stapels muss erreicht werden, bevor der Stapel ausgeht. Wird eine erreicht, zieht ein Hund los, und der nächste Stapel wird geöffnet.
table-next = nächste Schwelle { $next }
table-ghost-warning = { $n ->
    [one] ⚠ 1 der noch kommenden Plättchen könnte nicht gelegt werden, ohne dass die Geister ausgehen
   *[other] ⚠ { $n } der noch kommenden Plättchen könnten nicht gelegt werden, ohne dass die Geister ausgehen
}
table-piles-tip = Plättchen, die noch in jedem Stapel sind. Geht der Stapel im Spiel aus, bevor seine Schwelle erreicht ist, ist das Spiel verloren.
table-gauge-ghosts = Geister im Vorrat: { $left } von { $total } · { $board } auf dem Spielfeld
table-gauge-pile = Der Stapel im Spiel: noch { $left ->
    [one] 1 Plättchen
   *[other] { $left } Plättchen
}
table-danger-ghosts = In { $lost } von { $tried } von hier aus weitergespielten Partien gingen die Geister innerhalb von { $turns } Zügen aus.
table-danger-pile = In { $lost } von { $tried } von hier aus weitergespielten Partien war der Stapel im Spiel innerhalb von { $turns } Zügen vor seiner Schwelle leer.
table-danger-tip = Der Computer spielt von dieser Stellung aus { $tried }-mal die nächsten { $turns } Züge, wie ein umsichtiger Spieler, die unbekannten Plättchen jedes Mal neu gemischt (die echte Reihenfolge sieht er nie), und zählt, wie viele Partien auf jede Weise verloren gingen. Gelb: ein Viertel oder mehr so verloren; rot: vier von zehn oder mehr.
table-pile-need = { $tiles ->
    [one] 1 Plättchen liegt
   *[other] { $tiles } Plättchen liegen
} noch im Stapel im Spiel; bis { $threshold }: { $who }.
table-need-team = dem Team fehlen { $n } Punkte
table-need-colour = { $colour } fehlen { $n }
table-pile-need-tip = Ist der Stapel im Spiel leer, bevor seine Schwelle erreicht ist, ist das Spiel verloren. Die weiße Marke auf der Wertungsleiste ist die geltende Schwelle.
table-pile-out-of-reach = Nicht mehr zu schaffen: Die übrigen Plättchen bringen höchstens { $reach } Punkte, dieser Stapel wird vorher leer.
table-pile-odds = Ein Bot, der von hier aus weiterspielt, erreichte die Schwelle in { $reached } von { $tried } Versuchen.
table-pile-at-risk = Gefährdet: Ein Bot, der von hier aus weiterspielt, erreichte die Schwelle nur in { $reached } von { $tried } Versuchen.
table-pile-odds-tip = Der Computer spielt die Partie von dieser Stellung aus viele Male weiter, wie ein umsichtiger Spieler, die unbekannten Plättchen jedes Mal neu gemischt (die echte Reihenfolge sieht er nie), und zählt, wie oft die Schwelle erreicht wurde, bevor der Stapel leer war.
hound-waiting = wartet auf seinem Feld
hound-with-meeple = bei einem Meeple
hound-lost = verloren
hound-scored = gewertet
table-hound-tip = Die Hunde warten an den Schwellen; wird eine erreicht, geht ihr Hund zu einem Meeple und verjagt Geister.
table-player = Spieler { $n }
table-supply-tip = { $colour }: { $n } Meeple im Vorrat

## Das Protokoll
log-turn = Zug { $turn }: Spieler { $player }
log-placed = ein Plättchen wird gelegt
log-discarded = ein Plättchen passt nirgends und wird beiseitegelegt
log-bank-closed = { $tiles ->
    [one] ein Nebel ist geschlossen
   *[other] eine Nebelbank über { $tiles } Plättchen ist geschlossen
}
log-ghosts-rise = { $n ->
    [one] 1 Geist erscheint: { $tile }
   *[other] { $n } Geister erscheinen: { $tile }
}
log-why-bank = die Nebelbank wurde geschlossen
log-why-pacified = besänftigt
log-why-cemetery = der Friedhof wurde geschlossen
log-why-hound = vom Hund verjagt
log-ghosts-leave = { $n ->
    [one] 1 Geist verschwindet: { $why }
   *[other] { $n } Geister verschwinden: { $why }
}
log-meeple-placed = ein Meeple von { $colour } wird eingesetzt
log-meeple-returns = ein Meeple von { $colour } kehrt zurück
log-meeple-buried = ein Meeple von { $colour } wird begraben
log-road = Straße
log-city = Stadt
log-castle = Schloss
log-monastery = Kloster
log-field = Wiese
log-mist = Nebel
log-scored = { $what } abgeschlossen: { $points } Punkte für { $who }
log-pacified = { $n ->
    [one] besänftigt: 1 Geist entfernt
   *[other] besänftigt: { $n } Geister entfernt
}
log-points = +{ $points } (gesamt { $total })
log-hound-out = { $hound } zieht los
log-hound-lost = { $hound } ist verloren
log-hound-scores = { $hound } bringt { $points } Punkte
log-pile = Stapel { $pile } ist jetzt im Spiel
log-facedown = ein Plättchen wird verdeckt gelegt
log-cemetery-closed = ein Friedhof schließt sich
log-refused = abgelehnt: { $reason }
log-won = das Ziel ist erreicht!
log-lost = das Spiel ist verloren

## Regelübersicht und Einstellungen
rules-window = Regeln ({ $key-rules })
rules-search = Suche:
rules-nothing-found = Nichts gefunden.
settings-title = Einstellungen ({ $key-settings })
settings-button = Einstellungen
settings-language = Sprache
settings-system = wie das System
settings-ui-scale = Größe der Texte und Leisten
settings-damaged = Die Einstellungsdatei war beschädigt: Sie wurde beiseitegelegt (settings.ron.bad), und es gelten die Standardwerte.
hound-rufus = Rufus
hound-ronja = Ronja

## Tutorial
tutorial-title = Spielen lernen
tutorial-intro = Kurze Lektionen mit den echten Regeln: Jede legt einen Tisch aus und zeigt euch eine Sache.
tutorial-lesson-n = Lektion { $n }
tutorial-step = Schritt { $k } von { $n }
tutorial-next = Weiter ({ $key-confirm })
tutorial-your-move = Ihr seid dran: Die goldene Markierung oder der markierte Knopf zeigt, wo.
tutorial-hide = ausblenden
tutorial-wrong = Nach den Regeln geht das, aber diese Lektion will hier etwas anderes: Lest den Text noch einmal.
tutorial-try-again = Versucht es noch einmal.
tutorial-read-first = Lest zuerst den Text, dann drückt auf Weiter.
tutorial-done = Lektion geschafft!
tutorial-next-lesson = Nächste Lektion
tutorial-keep-playing = Weiterspielen
tutorial-done-tip = Schon geschafft: noch einmal spielen.
tutorial-start-tip = Diese Lektion beginnen.
tutorial-competitive = Das Wettkampfspiel
tutorial-broken = Diese Lektion konnte nicht gelesen werden: { $file }
settings-mute = stumm
settings-placing = Legen
settings-confirm = Legen bestätigen (ein zweiter Klick oder { $key-confirm } legt)
settings-confirm-losing = vor verlierendem Zug fragen

## Online co-op (src/online)
online-title = Online spielen
online-host-heading = Ein Spiel hosten
online-host-tip = Jeder Platz wird hier gespielt, an einem anderen Computer oder von einem Bot an diesem Computer.
online-spectators = Zuschauer erlauben (wer keinen Platz bekommt)
online-seat = Platz { $n }
online-seat-here = hier
online-seat-remote = anderer Computer
online-seat-bot = Bot
online-seat-host = beim Host
online-port = Port:
online-host-button = Spiel hosten
online-host-nobody = Niemand sonst könnte diesem Spiel beitreten: Stelle einen Platz auf „anderer Computer“ (oder wähle mehr Spieler unter „Neues Spiel“).
online-join-heading = Einem Spiel beitreten
online-address = Adresse:
online-name = Dein Name:
online-want-seat = Platz:
online-any-seat = beliebig
online-join-button = Beitreten
online-connecting = Verbinde mit { $addr }…
online-no-answer = Keine Antwort von { $addr }.
online-let-go = Der Gastgeber gibt dir keinen Platz und lässt keine Zuschauer zu: { $why }.
online-seat-owned = Platz { $n } gehört einem anderen Spieler
online-seat-not-remote = Platz { $n } wird nicht an einem anderen Computer gespielt
online-no-such-seat = es gibt keinen Platz { $n }
online-seats-full = alle Plätze sind besetzt
online-hosts-competitive = Eröffnet das Wettkampfspiel für { $players } Spieler, wie unter „Wettkampfspiel“ gewählt.
online-error = Online-Spiel nicht möglich: { $error }
online-hosting = Gehostet: deine Freunde treten bei unter { $addr }
online-connected = Verbunden mit { $addr }
online-lost = Die Verbindung zum Host ist verloren.
online-reconnecting = Verbindung wird wiederhergestellt… { $s } s (bis zu { $limit } s; das Spiel bleibt erhalten)
online-you-play = Du spielst Platz { $n }.
online-watching = Du schaust zu: kein Platz war frei.
online-waiting = wartet auf seine Spielerin oder seinen Spieler
online-give-bot = An einen Bot geben
online-stand-in = ein Bot, bis sein Spieler zurückkommt
online-seat-away = { $name } (abwesend: seit einigen Sekunden nichts gehört, es wird gewartet)
online-code = Einladungscode:
online-code-tip = Freunde überall treten mit dem Kurzcode bei, der beim Spielstart erscheint (oder mit dem langen): keine Ports freigeben, verschlüsselt.
online-lan = In diesem Netzwerk (Adresse und Port)
online-host-lan-button = In diesem Netzwerk hosten
online-join-lan-button = An dieser Adresse beitreten
online-hosting-code = Gehostet: Deine Freunde treten mit diesem Code bei
online-copy = Code kopieren
online-paste-code = Kurzcode eintippen oder langen Code einfügen
online-the-host = dem Host
online-host-on = Letztes Online-Spiel weiter hosten
online-host-on-tip = Falls sein Host weg ist: Das Spiel geht von der Kopie dieses Computers mit einem neuen Code weiter; die anderen behalten ihre Plätze.
online-continue = Online-Spiel fortsetzen: { $what } · Zug { $moves } (neuer Code)
online-continue-level = Level { $level } · { $players } Spieler
online-continue-competitive = Wettkampfspiel · { $players } Spieler
online-ping-tip = P: zeigt allen das Feld unter dem Mauszeiger

## Das Wettkampfspiel (RULES §20)
competitive-section = Wettkampfspiel
competitive-title = Geister, Schlösser und Friedhöfe
competitive-blurb = Carcassonne gegeneinander, mit den Nebel-Plättchen im Grundspiel: Geister landen auf den Meeples der anderen, Wächter-Meeples sind vor ihnen sicher.
competitive-start = Wettkampf spielen
competitive-continue = Gespeichertes Wettkampfspiel fortsetzen ({ $players } Spieler, { $tiles ->
    [one] ein Plättchen gelegt
   *[other] { $tiles } Plättchen gelegt
})
competitive-save-damaged = Ein gespeichertes Wettkampfspiel ließ sich nicht fortsetzen und wurde als { $file } beiseitegelegt: { $reason }
competitive-save-unreadable = Ein gespeichertes Wettkampfspiel ließ sich nicht fortsetzen: { $reason }
competitive-person = Mensch
competitive-online = spielt online
competitive-bot = Bot
competitive-easy = leicht
competitive-strong = stark
competitive-hint-place = Tipp: das blau markierte Feld, gedreht wie das gezogene Plättchen jetzt.
competitive-hint-option = Tipp: Wahl { $n }.
competitive-hint-pass = Tipp: passen.
competitive-seat = Spieler { $n }
competitive-supply = { $meeples } Meeples, { $guards } Wächter
competitive-tiles-left = noch { $n } Plättchen
competitive-ghost-supply = { $n ->
    [one] { $n } Geist im Vorrat
   *[other] { $n } Geister im Vorrat
}
competitive-turn = { $who } ist am Zug
competitive-place = Lege das gezogene Plättchen: klicke ein helles Feld (Rechtsklick oder { $key-turn } dreht es), oder { $key-previous-cell }/{ $key-next-cell } und { $key-place }.
competitive-ghost-other = Der Nebel ist gewachsen: setze einen Geist auf den Meeple eines anderen Spielers.
competitive-ghost-own = Der Nebel wurde begrenzt: setze einen Geist auf einen deiner eigenen Meeples.
competitive-ghost-on = { $n }. { $who } auf { $what } ({ $ghosts ->
    [0] noch kein Geist
    [one] 1 Geist
   *[other] { $ghosts } Geister
})
competitive-deploy = Setze einen Meeple oder Wächter-Meeple auf das neue Plättchen, oder passe.
competitive-meeple = Meeple
competitive-guard = Wächter
competitive-pass = Passen ({ $key-place })
competitive-effect-ghost-other = Hier trifft sein Nebel auf Nebel: ein Geist auf einen Meeple eines anderen Spielers, nach deiner Wahl.
competitive-effect-ghost-own = Hier trifft sein Nebel auf klares Land: ein Geist auf einen deiner eigenen Meeple.
competitive-effect-expands-free = Hier trifft sein Nebel auf Nebel, aber kein Meeple eines anderen Spielers kann einen Geist nehmen.
competitive-effect-limits-free = Hier trifft sein Nebel auf klares Land, aber keiner deiner Meeple kann einen Geist nehmen.
competitive-effect-completes = Es schließt { $what } ab: gewertet am Ende deines Zuges, für wen dort die meisten Meeple stehen.
competitive-effect-closes = Es schließt den Friedhof des Friedhofswächters von { $who }: er geht am Ende deines Zuges nach Hause, mit einem Wächter-Meeple, falls noch einer übrig ist.
competitive-effect-nothing = Hier bringt es keinen Geist und schließt nichts ab.
competitive-effect-home = sein dritter Geist: der Meeple geht nach Hause
competitive-effect-guard = ein Wächter kommt zurück
competitive-keeper = den Friedhof (als Wächter des Friedhofs)
competitive-bot-thinking = { $who } überlegt …
competitive-waiting-for = Warten auf { $who } …
competitive-help = Klicke einen Ring auf dem neuen Plättchen für einen Meeple (Umschalt-Klick: Wächter-Meeple) oder drücke 1–9. Geister landen nie auf Wächter-Meeples.
competitive-over = Endwertung
competitive-winners = Gewonnen: { $who } mit { $points } Punkten
competitive-col-roads = Straßen
competitive-col-cities = Städte
competitive-col-monasteries = Klöster
competitive-col-fields = Wiesen
competitive-col-castles = Schlösser
competitive-col-ghosts = Geister
competitive-col-total = gesamt
competitive-chart = Punkte Zug um Zug
competitive-again = Nochmal spielen
competitive-save-record = Partie speichern

# Decisions at the spot: sides of a tile, letters on the board, the colour chooser.
words-mark = markiert mit { $mark }
panel-colour-for = Farbe für { $feature }:
words-side-n = Norden
words-side-ne = Nordosten
words-side-e = Osten
words-side-se = Südosten
words-side-s = Süden
words-side-sw = Südwesten
words-side-w = Westen
words-side-nw = Nordwesten
words-side-mid = Mitte
opt-remove-n = { $n } entfernen
panel-close = Schließen

# The title page and the pages it leads to.
title-tagline = Ein kooperatives Spiel mit Plättchen, Nebel und Geistern
title-new-game = Neues Spiel
title-learn = Spielen lernen
page-back = Zurück
saves-none = Noch keine gespeicherten Spiele: Jedes Spiel wird laufend gespeichert.
saves-set-aside = { $file } ließ sich nicht laden und liegt beiseite im Ordner der Spielstände (nichts wurde gelöscht). Grund: { $why }
about-credit = Nach „Carcassonne: Die Geister des Nebels“ (Hans im Glück, 2022); Carcassonne wurde von Klaus-Jürgen Wrede erdacht.
about-unofficial = Dies ist eine inoffizielle Fan-Ausgabe, weder von Hans im Glück gemacht noch unterstützt.
online-hosts-level = Eröffnet Level { $level } für { $players } Spieler, wie unter „Neues Spiel“ gewählt.
title-won-tip = Dieses Level hast du gewonnen.
title-best = Bestes Ergebnis: { $points } Punkte
title-locked = Gewinne Level { $level }, um es zu öffnen.
over-unlocked = Level { $level } ist jetzt offen!

# The competitive game's log.
competitive-log-road = die Straße
competitive-log-city = die Stadt
competitive-log-monastery = das Kloster
competitive-log-field = die Wiese
competitive-log-castle = die Burg
competitive-log-cemetery = den Friedhof
competitive-log-set-aside = Ein Plättchen passte nirgends und wurde beiseitegelegt.
competitive-log-placed = { $who } legte ein Plättchen.
competitive-log-deployed = { $who } setzte: { $piece }.
competitive-log-ghost = Ein Geist landete auf einem Meeple von { $who } ({ $n } darauf).
competitive-log-haunted = Ein Meeple von { $who } floh vor seinem dritten Geist.
competitive-log-scored = { $who } wertete { $what } { $tiles ->
    [one] auf einem Plättchen
   *[other] über { $tiles } Plättchen
}: { $points }
competitive-log-keeper = Der Wächter von { $who } ging nach Hause.
hud-controls = Steuerung

# Play by turns (src/online/turns.rs)
turns-heading = Zug um Zug spielen (niemand muss gleichzeitig online sein)
turns-tip = Beginne hier ein Spiel und spiele deinen Zug; das Fenster speichert die Spieldatei und gibt dir einen Text für den nächsten Spieler, der ihn hier öffnet und seinen Zug spielt. Jeder Zug ist mit dem Schlüssel seines Spielers signiert: niemand kann deinen Platz spielen.
turns-new = Spiel Zug um Zug beginnen: Stufe { $level }, { $players } Spieler
turns-open-label = Einen Zug öffnen: den erhaltenen Text einfügen oder den Pfad einer Zugdatei eingeben.
turns-open = Öffnen und meinen Zug spielen
turns-sent = Dein Zug ist signiert und gespeichert. Schicke den Text des Spiels an den Spieler von Platz { $n }:
turns-sent-over = Dein Zug ist signiert und gespeichert, und das Spiel ist zu Ende. Schicke den Text des Spiels an die anderen:
turns-copy = Text des Spiels kopieren
turns-not-yours = Platz { $n } ist am Zug, und ein anderer Spieler spielt ihn.
turns-over = Dieses Spiel ist zu Ende.
turns-error = Dieser Zug lässt sich nicht öffnen: { $error }
turns-title = Zug um Zug
turns-you-play = Du spielst Platz { $n }. Am Ende deines Zugs wird er signiert und gespeichert.
turns-back = Zurück zum Menü
turns-save-error = Dein Zug konnte nicht gespeichert werden: { $error }

## Das Tagesspiel und die Statistik (docs/daily.md)
daily-button = Tagesspiel · { $date } · Stufe { $level }
daily-title = Das Tagesspiel
daily-today = { $date }: Stufe { $level }
daily-intro = Ein Spiel am Tag, für alle dasselbe: dieselbe Stufe und dieselben Plättchen in derselben Reihenfolge. Spiele allein oder mit Bot-Mitspielern. Es zählt dein erstes beendetes Spiel des Tages.
daily-harder = Level { $level } liegt über den Levels, die du freigespielt hast (bis Level { $open }): ein schwereres Spiel als bisher. Du kannst es trotzdem spielen.
daily-bots = Bot-Mitspieler:
daily-play = Das heutige Spiel spielen
daily-play-again = Noch einmal spielen (nur das erste Spiel zählt)
daily-streak = Tagesspiele in Folge gewonnen: { $n }
daily-won = gewonnen, { $totals } Punkte
daily-lost = verloren, { $totals } Punkte
daily-history = Deine Tagesspiele
daily-none = Noch kein Tagesspiel beendet.
daily-level = Stufe { $n }
daily-share = Teilen
daily-shared = Geschrieben nach { $file }: Schicke es einem anderen Spieler, der es ansehen und das Ergebnis prüfen kann.
daily-open = Ein geteiltes Tagesspiel ansehen (das heutige)
daily-replay = Prüfen und ansehen
daily-refused = Nicht gezeigt: { $why }
stats-title = Statistik
stats-chart = Ergebnisse im Lauf der Zeit
stats-chart-note = Eine Linie je Level, Spiel für Spiel (das Ergebnis: die Summe, auf Level 6 die niedrigste Summe); ein Punkt markiert einen Sieg.
stats-none = Noch kein Spiel beendet.
stats-level = Stufe
stats-players = Spieler
stats-games = Spiele
stats-wins = Gewonnen
stats-best = Bestes Ergebnis
stats-streak = Serie (beste)
stats-accuracy = { $n ->
    [one] Eine analysierte Partie: Genauigkeit { $mean } %.
   *[other] { $n } analysierte Partien: Genauigkeit im Mittel { $mean } %, zuletzt { $last } %.
}
stats-streak-note = Das beste Ergebnis ist die Summe, an der die Schwellen gemessen werden (auf Stufe 6 die niedrigste der drei). Eine Serie sind Siege in Folge.
stats-skipped = { $n } Zeilen der Ergebnisdatei waren nicht lesbar und wurden übersprungen.
hud-daily = Das Tagesspiel vom { $date }

# The card beside a laid tile the pointer rests on (issue 47).
card-mist = { $bank }: { $state }
card-mist-open = noch nicht abgeschlossen
card-mist-complete = abgeschlossen
card-mist-blocked = blockiert, sie kann nie abgeschlossen werden
card-ghosts = Geister: { $n } · Geistersymbole: { $symbols }
card-cemetery = Geister auf dem Friedhof: { $n }
card-meeple = Ein Meeple von { $colour } auf { $feature }
card-here = hier: { $what }
card-piece = { $who }: { $kind } auf { $what } ({ $ghosts ->
    [0] kein Geist
    [one] 1 Geist
   *[other] { $ghosts } Geister
})
card-hound = { $hound } ist beim Meeple von { $colour }
table-stack-threshold = { $points } erreichen
settings-volume = Lautstärke der Effekte
settings-ambience = Lautstärke der Stimmung (der Nebel)
settings-display = Anzeige
settings-fullscreen = Vollbild (F11)
settings-motion = Tempo der Bewegungen
settings-motion-slow = langsam
settings-motion-normal = normal
settings-motion-fast = schnell
settings-motion-instant = sofort
settings-reduce-motion = Bewegung verringern (kein Gleiten, Fallen oder Funkeln)
settings-controls = Steuerung
settings-keys-reset = Standardtasten
settings-key-or = oder
settings-press-key = Taste drücken … (Esc: behalten)
settings-key-taken = Diese Taste macht schon: { $action }. Gebt dem zuerst eine andere Taste.
settings-key-unbindable = Diese Taste lässt sich nicht wählen (die Ziffern beantworten die Zeilen).
action-place = Plättchen wie gezeigt legen
action-turn = Plättchen drehen
action-next-cell = nächster passender Platz
action-previous-cell = vorheriger passender Platz
action-confirm = gehaltenes Plättchen legen · weiter (Lektionen)
action-undo = rückgängig
action-hint = Tipp
action-no-meeple = kein Meeple
action-recentre = Spielfeld zentrieren
action-menu = Menü
action-rules = Regeln
action-settings = Einstellungen
action-screenshot = Bildschirmfoto
action-point = auf einen Platz zeigen (online)
action-fullscreen = Vollbild
action-answer = eine Antwort über ihre Nummer wählen
key-name-Space = Leertaste
key-name-Enter = Enter
key-name-Esc = Esc
key-name-Home = Pos1
key-name-End = Ende
key-name-Delete = Entf
key-name-Insert = Einfg
key-name-Backspace = Rücktaste
key-name-Enterkeypad = Enter (Ziffernblock)
settings-patterns = Muster auf den Meeples (eins je Farbe)

# Short codes and whether friends can reach the host (issue 50)
online-reach-checking = Prüfe, ob Freunde dieses Spiel erreichen können…
online-reach-internet = Freunde überall können beitreten (über das Relay { $relay }).
online-reach-local-relay = Freunde, die das Relay { $relay } erreichen, können beitreten: es läuft auf diesem Computer oder im eigenen Netz, nicht im Internet.
online-reach-this-network = Nur Freunde in diesem Netzwerk können beitreten: { $why }.
online-reach-nowhere = Niemand kann diesem Spiel beitreten: { $why }.
online-why-relays-off = es wird kein Relay benutzt
online-why-relay-unreachable = das Relay ist nicht erreichbar (ist dieser Computer online?)
online-why-no-network = dieser Computer ist in keinem Netzwerk
online-short-code = Kurzcode zum Vorlesen:
online-short-waiting = Der Kurzcode erscheint, sobald Freunde das Spiel finden können.
online-short-retired = Der Kurzcode wurde zu oft falsch eingegeben und gilt nicht mehr. Freunde können weiter mit dem langen Code beitreten.
online-long-code = Langer Code zum Einfügen
online-short-knocking = Suche das Spiel zum Kurzcode…
online-short-mistyped = Dieser Kurzcode ist vertippt: Prüfe jedes Zeichen (Kurzcodes haben kein 0, O, 1, I oder L).
online-short-no-lookup = Ein Kurzcode braucht das Internet; tritt stattdessen mit dem langen Code bei.
online-short-no-answer = Kein Spiel antwortet auf diesen Kurzcode. Prüfe ihn mit dem Host oder nimm den langen Code.
online-short-wrong = Dieser Kurzcode ist falsch. Nach { $left ->
    [one] einem weiteren Fehlversuch
   *[other] { $left } weiteren Fehlversuchen
} gilt er nicht mehr.
online-short-retired-join = Dieser Kurzcode gilt nicht mehr (zu viele Fehlversuche). Bitte den Host um den langen Code.
online-short-full = Alle Plätze dieses Spiels sind besetzt; der Kurzcode lässt niemanden herein, bis einer frei wird. Wer schon einen Platz hatte, kommt mit dem langen Code zurück.
online-copy-short = Kurzcode kopieren

# The review of a finished game (issue 51)
review-title = Analyse
review-start = Diese Partie analysieren
review-start-note = Jede Entscheidung wird vielfach durchgespielt, mit dem, was das Team damals wusste (etwa eine Minute).
review-running = Analyse: { $done } von { $total } Entscheidungen
review-cancel = Abbrechen
review-failed = Die Analyse war nicht möglich:
review-curve = Die Siegchance des Teams, Zug für Zug (rot: eine teure Entscheidung, gelb: wohl teuer)
review-turning-point = Hier kippte die Partie: Zug { $turn }, die Chance des Teams fiel von { $before } % auf { $after } %.
review-accuracy = Genauigkeit { $accuracy } % ({ $players })
review-accuracy-player = { $player } { $accuracy } %
review-accuracy-note = Der Anteil an der Siegchance der besten Wahl, den die Entscheidungen behielten, im Mittel über alle bewerteten Entscheidungen.
review-grade-small = Kleiner Verlust
review-grade-clear = Deutlicher Verlust
review-grade-losing = Partieentscheidend
review-certain = sicher
review-likely = wahrscheinlich
review-graded = { $grade }, { $certainty }:
review-why-loses = Dort gelegt rief das Plättchen { $needs } Geister aus einem Vorrat von { $supply }: die Partie war sofort verloren.
review-why-place = Dort gelegt: geschlossene Nebelbänke { $banks }, aus dem Vorrat gerufene Geister { $needs }. Am besseren Platz: geschlossene Nebelbänke { $better_banks }, gerufene Geister { $better_needs }.
review-why-same = Beide Plätze bewirken in diesem Zug dasselbe: der Unterschied zeigt sich in den Zügen danach.
review-why-answer = So beantwortet hatte das Team bei der nächsten Frage { $points } Punkte und { $ghosts } Geister auf dem Tisch; mit der besseren Antwort { $better_points } Punkte und { $better_ghosts } Geister.
review-why-answer-loses = So beantwortet war die Partie sofort verloren; die bessere Antwort hielt sie am Laufen.
review-why-same-answer = Beide Antworten lassen den Tisch in diesem Zug gleich: der Unterschied zeigt sich in den Zügen danach.
again-start = Hier neu versuchen
again-title = Neu versuchen: Zug { $turn }
again-choose = Wählt neu. Die Wahl der Partie behielt etwa { $chosen } % Siegchance; die beste Möglichkeit, die die Analyse fand, { $best } %.
again-weighing = Eure Wahl wird auf den Verteilungen der Analyse ausgespielt…
again-result = Eure Wahl gewinnt etwa { $new } % (die Wahl der Partie { $chosen } %, die beste gefundene { $best } %).
again-as-best = So gut wie die beste Möglichkeit, die die Analyse fand.
again-better = Besser als die Wahl der Partie, doch nicht die beste.
again-worse = Schlechter als die Wahl der Partie.
again-same = Etwa so gut wie die Wahl der Partie.
again-same-choice = Dieselbe Wahl wie in der Partie.
again-again = Noch einmal
again-back = Zurück zur Analyse
review-no-mistakes = Keine Entscheidung kostete mehr, als der Zufall erklärt: gut gespielt.
review-mistake = Zug { $turn }: { $chosen } statt { $better } kostete etwa { $cost } %.
review-place-chosen = das Plättchen dort anzulegen
review-place-better = der auf dem Spielfeld gezeigte Platz
review-match-start = Dieses Spiel analysieren
review-match-start-note = Jeder Spielzug wird vielfach durchgespielt, mit dem, was der Spieler damals wusste (einige Minuten).
review-match-running = Analyse: { $done } von { $total } Spielzügen
review-match-curve = Vorsprung jedes Spielers vor dem besten Gegner, Zug für Zug (rot: ein teurer Spielzug)
review-match-no-mistakes = Kein Spielzug kostete mehr Punkte, als der Zufall erklärt.
review-match-mistake = Zug { $turn }, { $seat }: { $chosen } statt { $better } kostete etwa { $points } Punkte.
review-play-pass = keine Figur einzusetzen
review-play-piece = { $piece } auf Wahl { $n }
review-play-ghost = den Geist auf Wahl { $n }

# Issue 62: what a placement does, by the cell the pointer rests on.
cell-here = Hier gelegt: { $what }.
cell-loses = Hier gelegt ist das Spiel sofort verloren: der Nebel braucht { $needs ->
    [one] 1 Geist
   *[other] { $needs } Geister
}, der Vorrat hat { $supply }.
cell-loses-ask = Ein Klick hält das Plättchen zuerst hier.
cell-loses-held = Noch einmal klicken oder { $key-confirm } drücken, um es trotzdem zu legen.

# Issue 62: what an answer does, beside its button.
answer-mark = { $lost }/{ $tried } verloren
answer-mark-loses = ✖ verliert
answer-loses-ghosts = Diese Antwort verliert das Spiel sofort: die Geister gehen aus.
answer-loses-pile = Diese Antwort verliert das Spiel sofort: der Stapel im Spiel geht vor seiner Schwelle aus.
answer-loses-ask = Ein Klick hält sie zuerst nur fest.
answer-loses-held = Noch einmal klicken oder { $key-confirm } drücken, um trotzdem so zu antworten.
answer-danger = Nach dieser Antwort, von { $tried } Partien { $turns } Züge von hier weitergespielt: die Geister gingen in { $ghosts } aus, der Stapel im Spiel in { $pile }.
table-danger-range = Die Antworten lassen zwischen { $best } und { $worst } von { $tried } Partien verloren.
