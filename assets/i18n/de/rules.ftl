# Deutsche Fassung der Regelübersicht im Spiel (mit F1 auf jedem Bildschirm zu öffnen).
# Übersetzungen liegen in ../de, ../fr und ../ru und verwenden dieselben Nachrichten-IDs.

## Überblick

rules-overview-title = Worum es geht
rules-overview-body =
    Nebel über Carcassonne ist ein kooperatives Legespiel für 1 bis 5 Personen. Ihr spielt als ein Team gegen das Spiel: Alle gewinnen oder verlieren gemeinsam, und jede Wahl, die die Regeln offenlassen, ist eine Entscheidung des Teams, die der aktive Spieler eingibt.

    Plättchen für Plättchen baut ihr rund um das große Startplättchen eine Landschaft aus Straßen, Städten und Wiesen. Nebel zieht über das Land, und jedes neue neblige Plättchen weckt Geister. Schließt Straßen, Städte und Schlösser ab, um die Zählfigur auf der Wertungstafel voranzubringen, oder verzichtet auf die Punkte, um Geister zu vertreiben.

    Ihr gewinnt, sobald das Team das Ziel des Levels erreicht. Ihr verliert, wenn ein neues Plättchen mehr Geister braucht, als der Vorrat noch hat, oder wenn ein Plättchen gezogen werden muss und der Stapel leer ist. Eine Schlusswertung gibt es nicht.

    Auf dem Tisch liegen: das Startplättchen (es zählt als vier Plättchen), die noch zu ziehenden Plättchen, die Meeple jedes Spielers, der Geistervorrat, die Wertungstafel mit der Zählfigur und ab Level 3 die Hunde Rufus und Ronja. Alles ist offen bekannt außer der Reihenfolge der noch zu ziehenden Plättchen. Die Leiste „Tisch“ zeigt alles auf einen Blick.

## Der Spielzug

rules-turn-title = Ein Zug, Schritt für Schritt
rules-turn-body =
    In jedem Zug arbeitet der aktive Spieler diese Schritte in dieser Reihenfolge ab. Ein Schritt, der nicht zum Level gehört, entfällt; ein späterer Schritt wird auch dann gespielt, wenn ein früherer nichts bewirkt hat.

    • 1a Plättchen legen (alle Level): Zieht ein Plättchen, zeigt es und legt es dort an, wo es passt.
    • 1b Nebel prüfen (alle Level): Jede Nebelbank, die das Plättchen abgeschlossen hat, gibt ihre Geister in den Vorrat zurück.
    • 1c Meeple begraben (Level 2 bis 6): Für jeden Friedhof, den das Plättchen geschlossen hat, wird dort ein Meeple begraben.
    • 2a Geister einsetzen (alle Level): Geister für den Nebel des neuen Plättchens, ab Level 2 dazu Friedhofsgeister.
    • 2b Meeple einsetzen (alle Level): Ihr dürft einen Meeple auf das neue Plättchen stellen.
    • 3a Wertung (alle Level): Jedes abgeschlossene Gebiet mit einem Meeple darauf bringt Punkte oder besänftigt Geister.
    • 3b Hunde (Level 3 bis 6): Für jede jetzt erreichte Schwelle geht es zum nächsten Stapel, und ein Hund wird losgeschickt.
    • 3c Verdecktes Plättchen (Level 5 und 6): Ist ein Friedhof offen, legt ihr ein ungesehenes Plättchen verdeckt daneben.

    Dann ist der nächste Spieler im Uhrzeigersinn am Zug.

## Schritt 1a

rules-place-tile-title = Ein Plättchen legen
rules-place-tile-body =
    Zieht ein Plättchen (ab Level 3 immer vom aktiven Stapel) und zeigt es allen. Wohin es kommt, entscheidet das Team.

    Das Plättchen kommt auf einen leeren Platz, beliebig gedreht, und muss mindestens ein offenes Plättchen entlang einer ganzen Seite berühren. Eine Berührung nur an einer Ecke reicht nicht, ebenso wenig eine Berührung nur mit verdeckten Plättchen.

    Jede Seite, die an ein offenes Plättchen grenzt, muss dazu passen: Straße an Straße, Stadt an Stadt, Wiese an Wiese. Der Nebel spielt beim Anlegen keine Rolle: Eine neblige Straße darf eine nebelfreie Straße fortsetzen, und eine neblige Wiese darf an eine nebelfreie grenzen. Seiten, die an ein verdecktes Plättchen grenzen, müssen zu nichts passen.

    Passt das gezogene Plättchen nirgends auf dem Spielfeld, wird es für den Rest des Spiels beiseitegelegt, und ihr zieht ein neues vom selben Stapel. Müsst ihr von einem leeren Stapel ziehen, ist das Spiel verloren.

    Das Spielfeld hebt jeden Platz hervor, an den das Plättchen passt. Mit Rechtsklick oder { $key-turn } dreht ihr das Plättchen.

## Schritt 1b und Nebelbänke

rules-mist-title = Nebel und Nebelbänke
rules-mist-body =
    Nebel liegt über Wiesen und Straßen, nie über Städten, und neblige Plättchen zeigen Geistersymbole. Eine Nebelbank ist all der Nebel, der von Plättchen zu Plättchen zusammenhängt: Wo neblige Kanten aneinanderstoßen, verbindet sich ihr Nebel zu einer Bank.

    Eine Nebelbank ist abgeschlossen, wenn sie auf allen Seiten umschlossen ist, ganz ähnlich wie eine fertige Stadt: Jede ihrer nebligen Kanten trifft auf Nebel des Nachbarplättchens, und keine grenzt an einen leeren Platz.

    Sobald eine neblige Kante an nebelfreies Land (eine Wiese oder Straße ohne Nebel) oder an ein verdecktes Plättchen grenzt, ist die Bank blockiert. Kein späteres Plättchen kann sie je abschließen, und ihre Geister bleiben, bis sie besänftigt oder von einem Hund verjagt werden.

    In Schritt 1b seht ihr euch jede Nebelbank an, die das neue Plättchen abgeschlossen hat: Alle Geister auf dieser Bank kommen zurück in den Vorrat. Eine Nebelbank abzuschließen ist keine Wertung. Es bringt keine Punkte, braucht keinen Meeple und erlaubt kein Besänftigen. Außerdem bringt das neue Plättchen keine Geister für eine Bank, die es gerade abgeschlossen hat.

## Schritt 1c

rules-burial-title = Friedhöfe und Begräbnis
rules-burial-body =
    Ab Level 2 sind Friedhofsplättchen im Spiel. Niemand darf einen Meeple auf einen Friedhof stellen; Meeple landen dort nur, wenn sie begraben werden.

    In Level 2 bis 4 schließt sich ein Friedhof, sobald auf allen vier Plätzen neben ihm (oben, unten, links und rechts) Plättchen liegen; die Ecken spielen keine Rolle. In Level 5 und 6 sind die Friedhöfe Spukfriedhöfe: Einer schließt sich erst, wenn auf allen acht Plätzen ringsum Plättchen liegen, offen oder verdeckt. Ein Friedhof, der auf einen bereits umschlossenen Platz gelegt wird, schließt sich sofort.

    In Schritt 1c begräbt das Team für jeden Friedhof, den das neue Plättchen geschlossen hat, einen Meeple darauf. Wählt einen beliebigen Meeple auf dem Spielfeld, in beliebiger Farbe, auch einen auf einem Gebiet, das in diesem Zug gewertet würde. Steht kein Meeple auf dem Spielfeld, nehmt einen aus dem Vorrat eines beliebigen Spielers. Ein begrabener Meeple ist endgültig aus dem Spiel, und ein Hund, der bei ihm ist, verlässt das Spiel ohne Wertung.

    In Level 2 bis 4 kommen beim Schließen eines Friedhofs außerdem alle Geister auf ihm zurück in den Vorrat. In Level 5 und 6 tragen Friedhöfe nie Geister, und auch ein in Schritt 3c verdeckt gelegtes Plättchen kann einen Friedhof schließen, mit demselben Begräbnis.

## Schritt 2a

rules-ghosts-title = Geister einsetzen
rules-ghosts-body =
    In Schritt 2a weckt das neue Plättchen Geister, die aus dem Vorrat genommen werden:

    • Jedes Geistersymbol im Nebel des neuen Plättchens ruft einen Geist.
    • Verbindet sich der Nebel des Plättchens mit Nebel, der schon auf dem Spielfeld liegt, bekommt das Plättchen einen Geist weniger. Es ist immer nur einer weniger, egal mit wie vielen Bänken es sich verbindet.
    • Nebel, der zu einer Bank gehört, die dieses Plättchen gerade abgeschlossen hat, bekommt gar keine Geister.
    • Werden weniger Geister eingesetzt, als Symbole da sind, bestimmt das Team, welche Symbole leer bleiben.

    Level 2 bis 4: Immer wenn mindestens ein Geist auf das neue Plättchen kommt und ein Friedhof offen ist, kommt ein weiterer Geist auf einen offenen Friedhof eurer Wahl. Nie mehr als einer pro Zug.

    Level 5 und 6: Ist das neue Plättchen ein Friedhof, setzt einen Geist auf jedes Plättchen mit Nebel unter den acht Plätzen ringsum, auch wenn seine Nebelbank schon abgeschlossen ist.

    Kann der Vorrat nicht alle Geister liefern, die dieser Schritt braucht, verliert das Team sofort. Den letzten Geist zu verbrauchen ist in Ordnung: Ein leerer Vorrat allein ist keine Niederlage.

## Schritt 2b

rules-meeple-title = Einen Meeple einsetzen
rules-meeple-body =
    In Schritt 2b darf der aktive Spieler einen Meeple aus seinem Vorrat auf das gerade gelegte Plättchen stellen, und nur auf dieses. Der Meeple darf stehen auf:

    • einer Straße, neblig oder nebelfrei;
    • einer Stadt;
    • ab Level 2 dem Schloss.

    Das ganze Gebiet, auch die Teile, die schon auf dem Spielfeld liegen, muss frei von Meeple sein. Meeple kommen nie auf Wiesen (neblig oder nebelfrei), Friedhöfe oder Dörfer und auch nicht auf das Startplättchen. Einen Meeple einzusetzen ist freiwillig: Mit N verzichtet ihr darauf.

    Ein Meeple bleibt stehen, bis sein Gebiet abgeschlossen und gewertet ist; ihr könnt ihn nicht zurücknehmen. Ein Meeple auf einem Gebiet, das nie abgeschlossen werden kann, steckt für den Rest des Spiels fest.

    Meeple pro Spieler: allein 4 Farben mit je 3 Meeple; zu zweit 2 Farben mit je 3 Meeple für jeden Spieler; zu dritt bis zu fünft eine Farbe mit 5 Meeple. Wer mehrere Farben hat, darf in jedem Zug eine beliebige davon nutzen. In Level 1 bis 5 ist die Zählfigur ein zusätzlicher Meeple in einer Farbe, die niemand spielt.

## Schritt 3a

rules-scoring-title = Wertung und Besänftigen
rules-scoring-body =
    In Schritt 3a wird jede Straße, jede Stadt und jedes Schloss gewertet, das das neue Plättchen abgeschlossen hat und auf dem mindestens ein Meeple steht. Ein abgeschlossenes Gebiet ohne Meeple bringt nichts. Werden mehrere Gebiete abgeschlossen, bestimmt das Team die Reihenfolge.

    Werte: Eine Straße bringt 1 Punkt pro Plättchen; eine Stadt 2 Punkte pro Plättchen plus 2 pro Wappen; ein Schloss 2 Punkte pro Plättchen mit Nebel im Neunerblock aus dem Schloss und seinen acht Nachbarn.

    Für jedes Gebiet wählt das Team eines von beiden:

    • Werten: Jede Farbe mit einem Meeple auf dem Gebiet erhält einmal den vollen Wert; weitere Meeple derselben Farbe bringen nichts. Die Farben eines Spielers zählen jede für sich.
    • Besänftigen: Niemand erhält Punkte; stattdessen entfernt ihr bis zu 3 Geister von einem beliebigen Plättchen auf dem Spielfeld.

    Beim Besänftigen verzichten alle Farben auf diesem Gebiet auf ihre Punkte. In beiden Fällen gehen seine Meeple danach an ihre Besitzer zurück, und ein Hund, der bei einem von ihnen ist, wird gewertet.

    In Level 1 bis 5 bewegen alle Punkte die gemeinsame Zählfigur; in Level 6 gehen die Punkte jeder Farbe an ihre eigene Zählfigur. Das Ziel wird nach jeder einzelnen Punktevergabe geprüft: Sobald es erreicht ist, ist das Spiel gewonnen, und nichts weiter geschieht.

## Schritt 3b

rules-hounds-title = Stapel, Schwellen und Hunde
rules-hounds-body =
    Ab Level 3 werden die Plättchen in drei Stapel zu je 20 aufgeteilt, und jedes Plättchen wird vom aktiven Stapel gezogen. Jeder Stapel hat eine Schwelle, die das Team erreichen muss, solange er aktiv ist; die letzte ist das Ziel.

    Erreicht euer Punktestand (in Level 6 der niedrigste der drei) in Schritt 3b die Schwelle des aktiven Stapels, geschieht zweierlei. Zuerst kommen die übrigen Plättchen dieses Stapels oben auf den nächsten Stapel, der damit aktiv wird. Dann wird ein Hund losgeschickt: Rufus an der ersten Schwelle, Ronja an der zweiten. Stellt ihn zu einem beliebigen Meeple auf dem Spielfeld; er darf dann Geister von bis zu zwei verschiedenen Plättchen verjagen, und zwar vom Plättchen dieses Meeples und den acht ringsum, bis zu 3 Geister von jedem. Überschreitet eine einzige Wertung zwei Schwellen, geschieht beides nacheinander.

    Der Hund bleibt bei seinem Meeple. Wird das Gebiet dieses Meeples abgehandelt, durch Punkte oder durch Besänftigen, erhält der Hund 1 Punkt für jeden Geist, der dann auf dem Spielfeld ist, und verlässt das Spiel. Seine Punkte können nie gegen Besänftigen eingetauscht werden.

    Steht kein Meeple auf dem Spielfeld, ist der Hund verloren, aber der Stapel wechselt trotzdem. Ein Hund, dessen Meeple begraben wird, ist ebenfalls verloren. Geht der aktive Stapel aus, bevor seine Schwelle erreicht ist, verliert das Team.

## Schritt 3c

rules-facedown-title = Verdeckte Plättchen
rules-facedown-body =
    In Level 5 und 6 beendet Schritt 3c jeden Zug, in dem mindestens ein Friedhof offen ist, auch wenn es ein in diesem Zug gelegter Friedhof ist.

    Zieht ein Plättchen vom aktiven Stapel, ohne dass jemand es sieht, und legt es verdeckt auf einen beliebigen leeren Platz unter den acht rund um einen offenen Friedhof. Es muss zu nichts passen und nichts anderes berühren. Pro Zug wird nur ein verdecktes Plättchen gelegt, egal wie viele Friedhöfe offen sind. Schließt es einen Friedhof, begrabt dort wie üblich einen Meeple. Ist der Stapel leer, verliert das Team.

    Ein verdecktes Plättchen bleibt für den Rest des Spiels verborgen: Niemand sieht es sich an, und was darauf abgebildet ist, spielt nie eine Rolle. Es schließt nichts ab außer Friedhöfen. Stattdessen sucht es heim, was es berührt: Eine Straße oder Stadt mit einer Kante zu ihm, ein Schloss, unter dessen acht Nachbarn es liegt, und eine Nebelbank mit einer Kante zu ihm können nie abgeschlossen werden. Meeple auf einem verspukten Gebiet stecken dort fest.

    Ein offenes Plättchen darf neben verdeckte Plättchen gelegt werden, muss aber trotzdem mindestens ein offenes Plättchen berühren.

## Level

rules-levels-title = Die sechs Level
rules-levels-body =
    Level 1, Der Nebel steigt: Lernt den Nebel kennen. Keine Schlösser und Friedhöfe (50 Plättchen), 15 Geister, ein Stapel. Ziel: 50 Punkte.

    Level 2, Schlösser und Friedhöfe: alle 60 Plättchen. Meeple dürfen Schlösser besetzen; geschlossene Friedhöfe begraben einen Meeple, und offene ziehen einen zusätzlichen Geist an. 15 Geister, ein Stapel. Ziel: 75.

    Level 3, Die Hunde: drei Stapel zu je 20 mit den Schwellen 15 und 50, die Rufus und Ronja losschicken. 15 Geister. Ziel: 100.

    Level 4, Gelichtete Reihen: wie Level 3, aber mit 13 Geistern und den Schwellen 20 und 60. Ziel: 120.

    Level 5, Spukfriedhöfe: Friedhöfe schließen sich erst, wenn alle acht Nachbarplätze belegt sind, wecken beim Legen Geister auf nebligen Nachbarn und ziehen in jedem Zug ein verdecktes Plättchen an; kein zusätzlicher Friedhofsgeist. 13 Geister, Schwellen 15 und 50. Ziel: 100.

    Level 6, Drei Zählfiguren: wie Level 5, mit 12 Geistern. Drei Farben im Spiel bekommen je eine Zählfigur, und jede davon muss die Schwellen 10 und 25 und das Ziel 50 erreichen; eine Schwelle zählt erst, wenn auch die niedrigste sie erreicht hat. Punkte für eine Farbe ohne Zählfigur gehen nach Wahl des Teams an eine der drei.

    In jedem Level beginnen 3 der Geister auf dem Startplättchen.

## Spielende

rules-end-title = Sieg und Niederlage
rules-end-body =
    Ihr gewinnt, sobald das Ziel erreicht oder überschritten ist: 50, 75, 100, 120 und 100 Punkte in Level 1 bis 5 oder alle drei Zählfiguren auf 50 in Level 6.

    Ihr verliert, sobald eines davon eintritt:

    • Geister: Schritt 2a braucht mehr Geister, als der Vorrat hat.
    • Plättchen: Ein Plättchen muss gezogen werden (für einen neuen Zug, als Ersatz für ein Plättchen, das nirgends passt, oder als verdecktes Plättchen), und der aktive Stapel ist leer. Ab Level 3 heißt das, dass die Schwelle dieses Stapels verfehlt wurde.

    Es gibt keine Schlusswertung: Unfertige Gebiete sind nichts wert.

    Treten Sieg und Niederlage im selben Zug ein, zählt, was in der Reihenfolge des Zuges zuerst kommt, und das Spiel endet dort. Ein Plättchen, das in Schritt 2a seine Geister nicht bekommt, verliert das Spiel, auch wenn es in Schritt 3a das Ziel erreicht hätte. Ein in Schritt 3a erreichtes Ziel gewinnt, auch wenn der Geistervorrat leer ist oder das nächste Ziehen scheitern würde. Ein Stapel, der durch das Ziehen in diesem Zug leer wird, ist keine Niederlage, wenn seine Schwelle später im selben Zug erreicht wird.

## Glossar

rules-glossary-title = Glossar
rules-glossary-body =
    • Plättchen: ein quadratisches Stück Landschaft. Das Startplättchen zählt als vier.
    • Gebiet: eine Straße, eine Stadt oder ein Schloss, das ein Meeple besetzen kann.
    • Straße: ein Weg über mehrere Plättchen; 1 Punkt pro Plättchen.
    • Stadt: ein von Mauern umschlossener Bereich; 2 Punkte pro Plättchen.
    • Wappen: ein Schild in einer Stadt, 2 Punkte zusätzlich wert.
    • Schloss: ab Level 2; abgeschlossen, wenn acht Plättchen es umgeben.
    • Friedhof: ab Level 2; begräbt einen Meeple, wenn er sich schließt.
    • Dorf: eine Gruppe von Häusern, an der Straßen enden.
    • Nebel: grauer Dunst über Wiesen und Straßen, mit Geistersymbolen.
    • Nebelbank: all der Nebel, der über Plättchenkanten hinweg zusammenhängt.
    • Geist: eine vom Nebel geweckte Figur; der Vorrat darf nie zu knapp werden.
    • Vorrat: die Geister, die nicht auf dem Spielfeld sind, oder die noch nicht eingesetzten Meeple eines Spielers.
    • Meeple: die Figur eines Spielers, die auf ein Gebiet gesetzt wird.
    • Zählfigur: zeigt die Punkte des Teams auf der Wertungstafel; in Level 6 sind es drei.
    • Stapel: einer von drei Stapeln mit je 20 Plättchen, ab Level 3.
    • Schwelle: der Punktestand, der erreicht sein muss, bevor der aktive Stapel ausgeht.
    • Hund: Rufus oder Ronja; wird an einer Schwelle losgeschickt und verjagt Geister.
    • Besänftigen: auf eine Wertung verzichten, um bis zu 3 Geister von einem Plättchen zu entfernen.
    • Verdecktes Plättchen: ein verborgenes Plättchen, das neben einen offenen Friedhof gelegt wird.
    • Verspukt: grenzt an ein verdecktes Plättchen und kann deshalb nie abgeschlossen werden.
