# Lektionen zum Wettkampfspiel (RULES §20): assets/tutorial/competitive/*.ron. In einer Lektion
# machst du die Züge aller Spieler; die Texte nennen Spieler 1 (Rot) „du“.

## Wettkampf-Lektion 1: Geister auf Meeples und Wächter
competitive-lesson-1-title = Geister auf Meeples und Wächter
competitive-lesson-1-step-1 = Im Wettkampfspiel bleiben Geister nicht auf dem Spielplan: Der Nebel setzt sie auf Meeples, und jeder Geist kostet seinen Besitzer Punkte. Du bist Spieler 1 (Rot) gegen Spieler 2 (Grün). Grün hat zwei Wächter eingesetzt, golden markiert: Ein Wächter bekommt nie einen Geist.
competitive-lesson-1-step-2 = Du hast ein Burgplättchen mit Nebel an zwei Seiten gezogen. Lege es auf die goldene Markierung, so gedreht, dass sein Nebel den Nebel des Nachbarplättchens berührt. Nebel an Nebel breitet den Nebel aus; Nebel an klarem Land begrenzt ihn. Diese Platzierung tut beides.
competitive-lesson-1-step-2-wrong = Diese Lektion legt das Plättchen auf die goldene Markierung, so gedreht, dass alle Seiten passen und sein Nebel den benachbarten Nebel berührt. Drehen mit { $key-turn } oder Rechtsklick.
competitive-lesson-1-step-3 = Du hast den Nebel ausgebreitet, also kommt ein Geist auf einen Meeple eines anderen Spielers, nach deiner Wahl. Grüns Wächter können ihn nicht nehmen: Es bleibt nur Grüns normaler Meeple, der schon zwei Geister trägt. Klicke ihn an oder drücke 1.
competitive-lesson-1-step-3-wrong = Wer den Nebel ausbreitet, setzt den Geist auf einen normalen Meeple eines anderen Spielers, nie auf einen Wächter.
competitive-lesson-1-step-4 = Ein dritter Geist schickt einen Meeple nach Hause: Grüns Meeple ging in Grüns Vorrat zurück, seine drei Geister in den allgemeinen Vorrat. Der Nebel deines Plättchens traf auch auf klares Land, das begrenzt den Nebel: Jetzt kommt ein Geist auf einen deiner eigenen Meeples. Nur dein normaler Meeple kann ihn nehmen.
competitive-lesson-1-step-4-wrong = Wer den Nebel begrenzt, setzt den Geist auf einen eigenen normalen Meeple; dein Wächter nimmt keinen Geist.
competitive-lesson-1-step-5 = Zuletzt darfst du einen Meeple auf das neue Plättchen setzen. Setze einen Wächter in die Burg: Halte Umschalt gedrückt und klicke den Ring der Burg an, oder drücke Umschalt+2. Auf ihm landet nie ein Geist.
competitive-lesson-1-step-5-wrong = Diese Lektion setzt einen Wächter in die Burg: Umschalt-Klick auf den Ring der Burg oder Umschalt+2.
competitive-lesson-1-step-6 = Gut gemacht. Jeder Spieler beginnt mit zwei Wächtern; ein geschlossener Friedhof bringt einen weiteren, wie die nächste Lektion zeigt. Zwei Geister in einem Zug kommen zuerst auf den Meeple eines anderen Spielers, dann auf einen deiner eigenen, und von jeder Art höchstens einer.

## Wettkampf-Lektion 2: Friedhofswächter und Geisterabzüge
competitive-lesson-2-title = Friedhofswächter und Geisterabzüge
competitive-lesson-2-step-1 = Ein Meeple auf einem Friedhof bewacht ihn. Dein Meeple steht auf dem golden markierten Friedhof und trägt einen Geist. Sieben der acht Felder um ihn herum sind belegt: Wird das achte gefüllt, ist der Friedhof geschlossen.
competitive-lesson-2-step-2 = Dies ist das letzte Plättchen des Spiels. Lege es auf die goldene Markierung, um den Friedhof deines Meeples zu schließen.
competitive-lesson-2-step-2-wrong = Diese Lektion füllt das letzte freie Feld um den Friedhof deines Meeples: die goldene Markierung, so gedreht, wie es passt.
competitive-lesson-2-step-3 = Der Nebel des Plättchens traf auf klares Land, also kommt ein Geist auf einen deiner eigenen Meeples. Gib ihn dem Meeple auf dem Friedhof: Ein geschlossener Friedhof bringt keine Punkte, aber jeder Geist auf seinem Meeple kostet 2.
competitive-lesson-2-step-3-wrong = Diese Lektion setzt den Geist auf den golden markierten Meeple auf dem Friedhof, um zu zeigen, was seine Geister kosten.
competitive-lesson-2-step-4 = Alle deine Meeples sind im Spiel, du kannst keinen setzen: Passe ({ $key-place }).
competitive-lesson-2-step-4-wrong = In deinem Vorrat ist kein Meeple mehr: Passe.
competitive-lesson-2-step-5 = Dein Friedhof wurde geschlossen: Dein Meeple kam zurück, du hast einen Wächter deiner Farbe aus dem allgemeinen Vorrat genommen, und seine zwei Geister kosteten dich 4 Punkte. Wird im Spiel eine Straße, Stadt, ein Kloster, eine Burg oder eine Wiese fertig, wertet der Spieler mit den meisten Meeples darauf, abzüglich 2 Punkte je Geist auf seinen eigenen Meeples dort; die anderen bekommen nichts und zahlen nichts.
competitive-lesson-2-step-6 = Die Plättchen sind aufgebraucht, also folgte die Schlusswertung: Alles noch Besetzte wird gewertet, und jeder Geist auf den Meeples dessen, der wertet, kostet 1 Punkt. Ein Meeple auf einem offenen Friedhof, wie der von Grün hier, bekommt nichts, und seine Geister kosten nichts. Die Aufstellung zeigt die Punkte und Geisterabzüge jedes Spielers.
