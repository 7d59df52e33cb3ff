# Tutorial-Lektionen 1 bis 4 (Level 1): Legen, Nebel und Geister, eine Nebelbank abschließen, werten oder besänftigen.
# Die Lektionsdateien sind assets/tutorial/01-placing.ron … 04-score-or-pacify.ron.

## Lektion 1: Legen und Anlegen
lesson-1-title = Legen und Anlegen
lesson-1-step-1 = Willkommen bei Nebel über Carcassonne. In der Mitte des Spielfelds liegt das große Startplättchen: Es besteht aus vier Vierteln, und jedes Viertel zählt als ein Plättchen. Norden ist auf dem Spielfeld oben.
lesson-1-step-2 = In jedem Zug zieht ihr ein Plättchen und legt es an die Plättchen an, die schon auf dem Spielfeld liegen. Jede Seite, die ein anderes Plättchen berührt, muss dazu passen: Straße an Straße, Stadt an Stadt, Wiese an Wiese. Der Nebel spielt beim Anlegen keine Rolle, eine neblige Wiese darf also an eine nebelfreie grenzen.
lesson-1-step-3 = Ihr habt ein Plättchen mit einer Stadtecke und einer Straßenkurve gezogen. Aus dem Nordostviertel des Startplättchens führt eine Straße nach Norden: Legt euer Plättchen auf den Platz darüber, so gedreht, dass seine Straße von Süden hereinkommt und nach Westen abbiegt, mit der Stadt in der Nordostecke.
lesson-1-step-3-wrong = Legt das Plättchen nördlich des Nordostviertels des Startplättchens, mit der Straße nach Süden, damit sie die Straße trifft, die dort das Startplättchen verlässt; seine Stadt darf zu den leeren Plätzen zeigen. Dreht es so, dass die Straße nach Westen abbiegt, zu dem Platz hin, den euer nächstes Plättchen füllen wird.
lesson-1-step-4 = Nachdem ihr ein Plättchen gelegt habt, dürft ihr einen Meeple aus eurem Vorrat daraufstellen: auf seine Straße oder auf seine Stadt, nie auf eine Wiese (eine neblige Straße ist auch eine Straße). Stellt einen roten Meeple auf die Straße.
lesson-1-step-4-wrong = In dieser Lektion kommt der Meeple auf die Straße. Die Straße beginnt an der Ruine in der Mitte des Startplättchens, führt durch euer Plättchen und ist nach Westen noch offen.
lesson-1-step-5 = Euer Meeple bewacht jetzt die ganze Straße. Ist die Straße abgeschlossen, ohne ein offenes Ende, bringt sie Punkte, und der Meeple kommt zu euch zurück. Bis dahin bleibt der Meeple, wo er ist.
lesson-1-step-6 = Euer nächstes Plättchen ist von derselben Sorte. Der Platz westlich eures ersten Plättchens berührt zwei Seiten zugleich: im Süden die Stadt des Nordwestviertels des Startplättchens und im Osten eure Straße. Dreht das Plättchen halb herum, damit beide passen.
lesson-1-step-6-wrong = Auf dem Platz westlich eures ersten Plättchens müssen beide berührten Seiten zugleich passen: Die Stadt des Plättchens muss im Süden zur Stadt des Startplättchens zeigen, und seine Straße muss im Osten eure Straße treffen. Nur das halb herumgedrehte Plättchen schafft beides.
lesson-1-step-7 = Auf einer Straße, auf der schon ein Meeple steht, darf kein weiterer stehen, und eure Straße führt jetzt auch durch dieses Plättchen. Die Stadt ist noch frei: Stellt einen roten Meeple auf die Stadt.
lesson-1-step-7-wrong = Auf der Straße steht schon euer Meeple, also darf kein zweiter dazukommen. Die Stadt, die vom Startplättchen in dieses Plättchen reicht und nach Westen noch offen ist, ist frei: In dieser Lektion kommt der Meeple dorthin.
lesson-1-step-8 = Gut gemacht. Zieht ein Plättchen, sucht einen Platz, an dem jede berührte Seite passt, dreht es, legt es und entscheidet dann über einen Meeple. Eure Straße und eure Stadt sind noch offen: Wenn ihr sie abschließt, bringen sie Punkte.

## Lektion 2: Nebelbänke und Geister
lesson-2-title = Nebelbänke und Geister
lesson-2-step-1 = Nebel liegt über Wiesen und Straßen, nie über Städten, und neblige Plättchen zeigen Geistersymbole. Drei der vier Viertel des Startplättchens sind neblig, und auf jedem ihrer Symbole sitzt ein Geist.
lesson-2-step-2 = Das Spiel hat 15 Geister: Die drei auf dem Startplättchen stammen daraus, und die übrigen 12 warten im Vorrat. Jedes Mal, wenn ihr ein nebliges Plättchen legt, weckt jedes Geistersymbol darauf einen Geist aus dem Vorrat. Kann der Vorrat nicht alle liefern, verliert das Team sofort.
lesson-2-step-3 = Euer Plättchen hat eine Straßenkurve und in einer Ecke Nebel mit zwei Geistersymbolen. Legt es östlich des Südostviertels des Startplättchens, sodass seine Straße die Straße vom Startplättchen fortsetzt und nach Süden abbiegt, mit dem Nebel im Norden und Osten.
lesson-2-step-3-wrong = Legt das Plättchen östlich des Südostviertels des Startplättchens, sodass seine Straße die Straße vom Startplättchen trifft und nach Süden abbiegt. So gedreht zeigt sein Nebel nach Norden, zu dem Platz, an dem das nächste Plättchen ihn mit weiterem Nebel verbinden wird.
lesson-2-step-4 = Zwei Geister sind aus dem Vorrat auf den Nebel des Plättchens gekommen: 10 sind noch übrig. Ihr könntet jetzt einen Meeple auf die Straße stellen, aber in dieser Lektion geht es um den Nebel: Verzichtet auf den Meeple.
lesson-2-step-4-wrong = Ein Meeple ist freiwillig, und diese Lektion lässt ihn weg, damit ihr den Nebel im Blick behaltet. Wählt „kein Meeple“.
lesson-2-step-5 = Nebel, der über eine Plättchenkante auf Nebel trifft, verbindet sich mit ihm zu einer Nebelbank. Der Nebel eures neuen Plättchens berührt noch keinen anderen Nebel, also bildet er eine eigene kleine Bank. Auch das Nordostviertel des Startplättchens hat eine neblige Kante, nach Osten gerichtet.
lesson-2-step-6 = Dieses Plättchen hat eine Stadtecke und in der anderen Ecke Nebel mit zwei Geistersymbolen. Legt es nördlich eures letzten Plättchens, mit dem Nebel im Süden und Westen: Dort trifft er auf den Nebel eures letzten Plättchens und auf die neblige Kante des Nordostviertels des Startplättchens.
lesson-2-step-6-wrong = Nördlich eures letzten Plättchens, östlich des Nordostviertels des Startplättchens, trifft der Nebel des Plättchens auf zwei Seiten auf Nebel und verbindet die Bänke miteinander. Dreht es so, dass seine Stadt nach Norden und Osten zeigt, vom Spielfeld weg.
lesson-2-step-7 = Diesmal ist nur ein Geist gekommen, nicht zwei: Ein Plättchen, dessen Nebel sich mit Nebel verbindet, der schon auf dem Spielfeld liegt, bekommt einen Geist weniger. Verzichtet wieder auf den Meeple.
lesson-2-step-8 = Die beiden Bänke und der neue Nebel sind jetzt eine Nebelbank über drei Plättchen. Sie ist noch offen, wo ihr Nebel an einen leeren Platz grenzt, an der Ostkante eures ersten Plättchens. Behaltet den Vorrat im Auge: Er ist auf 9 Geister geschrumpft, und jedes neblige Plättchen verlangt weitere.

## Lektion 3: Eine Nebelbank abschließen
lesson-3-title = Eine Nebelbank abschließen
lesson-3-step-1 = Südöstlich des Startplättchens liegen zwei Nebelbänke. Die eine reicht über das Südostviertel des Startplättchens und das Plättchen südlich davon; die andere liegt auf dem Plättchen östlich dieses Viertels. Auf ihnen sitzen vier Geister.
lesson-3-step-2 = Eine Nebelbank ist abgeschlossen, wenn sie auf allen Seiten umschlossen ist: Jede neblige Kante trifft auf Nebel des Nachbarplättchens, und keine grenzt an einen leeren Platz. Beide Bänke hier haben noch eine offene neblige Kante, und beide zeigen zum selben leeren Eckplatz.
lesson-3-step-3 = Euer Plättchen hat eine Stadtecke und in der anderen Ecke Nebel. Legt es auf diesen Eckplatz, so gedreht, dass sein Nebel nach Norden und Westen zeigt und beide nebligen Kanten trifft.
lesson-3-step-3-wrong = Nur auf dem Eckplatz, mit dem Nebel im Norden und Westen, trifft das Plättchen beide offenen nebligen Kanten zugleich und schließt die beiden Bänke ab. Seine Stadt zeigt dann zu leeren Plätzen.
lesson-3-step-4 = Euer Plättchen hat die beiden Bänke zu einer verbunden und sie auf allen Seiten umschlossen: Die Nebelbank ist abgeschlossen, und alle vier Geister darauf sind in den Vorrat zurückgekehrt. Eine Nebelbank braucht keinen Meeple, also verzichtet auf den Meeple.
lesson-3-step-4-wrong = Die Nebelbank wurde ohne einen Meeple abgeschlossen, und diese Lektion lässt den Meeple weg. Wählt „kein Meeple“.
lesson-3-step-5 = Auch das neue Plättchen hat keine Geister geweckt: Nebel, der zu einer Bank gehört, die das Plättchen gerade abgeschlossen hat, bekommt keine. Eine Nebelbank abzuschließen bringt keine Punkte, aber der Vorrat ist von 9 auf 13 Geister gewachsen.
lesson-3-step-6 = Schaut jetzt westlich des Startplättchens. Die neblige Westkante seines Südwestviertels trifft auf die nebelfreie Wiese des Plättchens daneben. Nebel, der an nebelfreies Land grenzt, ist blockiert: Diese Bank kann nie abgeschlossen werden, und ihr Geist bleibt, bis ihr ihn besänftigt.
lesson-3-step-7 = Schließt Nebelbänke ab, um ihre Geister in den Vorrat zurückzuschicken. Legt möglichst keine nebelfreien Wiesen oder Straßen an Nebel: Eine blockierte Bank behält ihre Geister.

## Lektion 4: Werten oder besänftigen
lesson-4-title = Werten oder besänftigen
lesson-4-step-1 = Eine Straße oder Stadt mit einem Meeple darauf wird gewertet, wenn sie abgeschlossen ist: Eine Straße bringt 1 Punkt pro Plättchen, eine Stadt 2 Punkte pro Plättchen plus 2 für jedes Wappen. Eure roten Meeple stehen auf einer Stadt nördlich des Startplättchens und auf einer Straße östlich davon.
lesson-4-step-2 = Euer Plättchen hat eine Stadt an einer Kante und eine neblige Wiese. Legt es nördlich eurer Stadt, die Stadtseite nach Süden, um die letzte offene Kante der Stadt zu schließen.
lesson-4-step-2-wrong = Nördlich eurer Stadt, mit der Stadt nach Süden, schließt das Plättchen die letzte offene Kante der Stadt, und euer Meeple dort kann gewertet werden.
lesson-4-step-3 = Die Stadt ist abgeschlossen: Drei Plättchen und zwei Wappen ergeben 10 Punkte (der Nebel des Plättchens hat vorher einen Geist geweckt). Für jedes abgeschlossene Gebiet wählt ihr: die Punkte nehmen oder auf sie verzichten, um Geister zu besänftigen. Nehmt diesmal die Punkte.
lesson-4-step-3-wrong = Ihr könntet hier besänftigen, aber 10 Punkte sind ein Fünftel des Ziels von 50. Diese Lektion nimmt jetzt die Punkte und besänftigt danach mit der kleineren Straße.
lesson-4-step-4 = Euer Meeple ist in euren Vorrat zurückgekehrt. Schaut jetzt östlich des Nordostviertels des Startplättchens: Auf diesem Plättchen sitzen drei Geister. Sein Nebel trifft auf die nebelfreie Wiese des Straßenplättchens südlich davon, also ist seine Bank blockiert und kann nie abgeschlossen werden.
lesson-4-step-5 = Dieses Plättchen zeigt eine große Stadt mit einer Straße, die zu ihrem Tor führt. Legt es östlich eures Straßenplättchens, sodass die Straße in das Stadttor führt und dort endet.
lesson-4-step-5-wrong = Östlich eures Straßenplättchens, mit der Straße nach Westen, lässt das Plättchen eure Straße an seinem Stadttor enden: Die Straße von der Ruine des Startplättchens ist dann abgeschlossen.
lesson-4-step-6 = Die Straße ist abgeschlossen. Ihr könntet einen Meeple auf die neue Stadt stellen, aber in dieser Lektion geht es um die Straße: Verzichtet auf den Meeple.
lesson-4-step-6-wrong = Diese Lektion lässt den Meeple weg, damit ihr die Straße im Blick behaltet. Wählt „kein Meeple“.
lesson-4-step-7 = Eure Straße reicht über drei Plättchen und ist 3 Punkte wert. Besänftigt diesmal stattdessen: Verzichtet auf die Punkte und entfernt bis zu 3 Geister von einem beliebigen Plättchen auf dem Spielfeld. Wählt die drei Geister auf dem Plättchen östlich des Nordostviertels des Startplättchens.
lesson-4-step-7-wrong = Diese drei Geister sitzen auf einer blockierten Bank: Kein Plättchen kann sie je abschließen, also ist Besänftigen der einzige Weg, sie zurückzuschicken. Drei Geister zurück im Vorrat sind hier mehr wert als 3 Punkte.
lesson-4-step-8 = Die drei Geister sind in den Vorrat zurückgekehrt, und euer Meeple ist heimgekommen. Nehmt die Punkte, wenn ihr sie braucht; besänftigt, wenn sich Geister auf Bänken häufen, die sich nie schließen werden, oder wenn der Vorrat knapp wird.
