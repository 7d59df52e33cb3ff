# Tutorial-Lektionen 5 bis 8 (Level 2, 3, 5 und 6): Friedhöfe und Begräbnis, Stapel und Hunde,
# Spukfriedhöfe und verdeckte Plättchen, drei Zählfiguren.
# Die Lektionsdateien sind assets/tutorial/05-cemeteries.ron … 08-three-scoring-meeples.ron.

## Lektion 5: Friedhöfe und Begräbnis (Level 2)
lesson-5-title = Friedhöfe und Begräbnis
lesson-5-step-1 = Level 2 bringt Schlösser und Friedhöfe ins Spiel. Ein Meeple darf in einem Schloss stehen: Sobald auf allen acht Plätzen ringsum Plättchen liegen, bringt das Schloss 2 Punkte für jedes neblige Plättchen in seinem Neunerblock. In dieser Lektion geht es um Friedhöfe.
lesson-5-step-2 = Auf dem Spielfeld liegen zwei Friedhöfe, einer östlich und einer westlich des Startplättchens. Ein Friedhof bleibt offen, solange einer der vier Plätze neben ihm leer ist. Der östliche Friedhof hat Plättchen im Westen, Süden und Norden: Nur der Platz östlich von ihm ist noch frei.
lesson-5-step-3 = Ihr habt eine Wiese gezogen, die ganz von Nebel bedeckt ist. Legt sie so, wie sie gezogen wurde, ohne sie zu drehen, auf den Platz südlich des Südostviertels des Startplättchens: Dort verbindet sich ihr Nebel mit dem vorhandenen Nebel, also weckt sie einen Geist weniger.
lesson-5-step-3-wrong = Legt die neblige Wiese, ohne sie zu drehen, auf den Platz direkt südlich des Südostviertels des Startplättchens. Dort verbindet sich ihr Nebel mit dem Nebel des Startplättchens, und das spart einen Geist.
lesson-5-step-4 = Zwei Geister sind auf das neue Plättchen gekommen. Immer wenn Geister auf ein neues Plättchen kommen, kommt ein weiterer Geist auf einen offenen Friedhof, und ihr wählt, auf welchen. Setzt ihn auf den östlichen Friedhof.
lesson-5-step-4-wrong = Schließt sich ein Friedhof, kehren alle seine Geister in den Vorrat zurück. Dem östlichen Friedhof fehlt nur noch ein Plättchen, bis er sich schließt, also bleibt ein Geist dort nicht lange.
lesson-5-step-5 = Die Straße von Rot führt vom Startplättchen nach Osten und biegt nach Norden ab, direkt neben dem östlichen Friedhof. Euer Plättchen hat eine Straße, die an einem Stadttor endet: Legt es östlich des Friedhofs, die Stadt im Norden. Es belegt die letzte freie Seite des Friedhofs und schließt die Straße von Rot ab.
lesson-5-step-5-wrong = Legt das Plättchen auf den Platz östlich des östlichen Friedhofs, wo die Straße von Rot nach Norden abbiegt, mit der Stadt nach Norden. Nur dort schließt es den Friedhof und zugleich die Straße von Rot ab.
lesson-5-step-6 = Der östliche Friedhof ist geschlossen, also wird ein Meeple vom Spielfeld dort begraben: Ihr wählt, welcher. Ein begrabener Meeple bleibt für den Rest des Spiels auf dem Friedhof. Begrabt den Meeple von Blau, dessen kleine Stadt nördlich des Friedhofs noch offen ist.
lesson-5-step-6-wrong = Ein Meeple, der jetzt begraben wird, bringt nie Punkte, selbst wenn genau dieses Plättchen sein Gebiet abgeschlossen hat. Die Straße von Rot ist abgeschlossen und in diesem Zug 4 Punkte wert, während die Stadt von Blau noch weitere Plättchen braucht.
lesson-5-step-7 = Der Geist des geschlossenen Friedhofs ist in den Vorrat zurückgekehrt. Euer neues Plättchen hat einen Geist geweckt, und der zusätzliche Geist ist auf den westlichen Friedhof gekommen, den einzigen, der noch offen ist. Ihr dürft einen Meeple auf die kleine Stadt des neuen Plättchens stellen; setzt diesmal keinen.
lesson-5-step-7-wrong = In einer echten Partie wäre die kleine Stadt ein guter Platz, aber diese Lektion lässt eure Meeple im Vorrat und geht direkt weiter zur Straße von Rot. Wählt „kein Meeple“.
lesson-5-step-8 = Die Straße von Rot ist abgeschlossen: vier Plättchen von der Ruine im Startplättchen bis zum Stadttor, 4 Punkte wert. Nehmt die Punkte; der rote Meeple kommt in euren Vorrat zurück.
lesson-5-step-8-wrong = Der Vorrat hat noch 8 Geister, es besteht also noch keine Gefahr. Die 4 Punkte bringen euch dem Ziel von 75 näher; beim Besänftigen würdet ihr auf sie verzichten.
lesson-5-step-9 = Merkt euch: Ein offener Friedhof nimmt einen zusätzlichen Geist, immer wenn Geister auf ein neues Plättchen kommen. Sind seine vier Seiten belegt, schließt er sich, schickt seine Geister zurück und begräbt einen Meeple eurer Wahl, also begrabt einen, der nicht bald Punkte bringen würde. Schlösser und Friedhöfe bleiben in jedem späteren Level im Spiel.

## Lektion 6: Stapel, Schwellen und Hunde (Level 3)
lesson-6-title = Stapel, Schwellen und Hunde
lesson-6-step-1 = Ab Level 3 werden die Plättchen in drei Stapel aufgeteilt, und ihr zieht immer vom aktiven Stapel. Jeder Stapel hat eine Schwelle auf der Wertungstafel: 15 für den ersten, 50 für den zweiten und das Ziel von 100 für den letzten. Geht der aktive Stapel aus, bevor ihr seine Schwelle erreicht, ist das Spiel verloren.
lesson-6-step-2 = Ihr habt 7 Punkte, und das Plättchen, das ihr gerade gezogen habt, war das letzte des ersten Stapels. Erreicht ihr in diesem Zug nicht 15, findet das nächste Ziehen den Stapel leer, und das Spiel ist verloren. Die Stadt von Rot südlich des Startplättchens kann euch retten.
lesson-6-step-3 = Euer Plättchen zeigt eine Stadt an einer Kante. Legt es auf den Platz südlich der Stadt von Rot, die Stadtseite nach Norden: Es schließt die Stadt ab.
lesson-6-step-3-wrong = Nur die Stadt von Rot kann euch in diesem Zug die nötigen Punkte bringen. Legt das Plättchen auf den Platz direkt südlich davon, die Stadtseite nach Norden, um sie abzuschließen.
lesson-6-step-4 = Die Stadt ist abgeschlossen: 2 Plättchen und 2 Wappen ergeben 8 Punkte. Nehmt sie: 7 und 8 ergeben genau 15.
lesson-6-step-4-wrong = Besänftigen bringt keine Punkte: Ihr würdet mit einem leeren Stapel bei 7 bleiben, und das Spiel wäre beim nächsten Ziehen verloren.
lesson-6-step-5 = 15 erreicht: Die übrigen Plättchen des ersten Stapels kämen oben auf den zweiten, der jetzt aktiv wird, und der Hund Rufus zieht los. Er geht zu einem Meeple auf dem Spielfeld: Wählt den Meeple von Blau auf der Straße östlich des Startplättchens, inmitten vieler Geister.
lesson-6-step-5-wrong = Rufus verjagt Geister vom Plättchen seines Meeples und von den acht Plättchen ringsum. Grün, westlich des Startplättchens, hat nur einen Geist in der Nähe; Blau hat sieben.
lesson-6-step-6 = Rufus verjagt jetzt bis zu 3 Geister von jedem von bis zu zwei Plättchen in seiner Nähe. Beginnt mit der nebligen Wiese östlich von Blau: Schickt alle 3 Geister darauf in den Vorrat zurück.
lesson-6-step-6-wrong = Die neblige Wiese direkt östlich von Blau trägt 3 Geister, mehr als jedes andere Plättchen in der Nähe von Rufus. Verjagt sie zuerst alle.
lesson-6-step-7 = Jetzt das zweite Plättchen: das von Blau selbst, mit seinen 2 Geistern.
lesson-6-step-7-wrong = Nach der nebligen Wiese trägt das Plättchen von Blau selbst die meisten Geister in der Nähe von Rufus: 2. Die Viertel des Startplättchens haben nur je 1.
lesson-6-step-8 = Rufus bleibt bei Blau. Wird die Straße von Blau abgeschlossen, bringt Rufus 1 Punkt für jeden Geist, der dann noch auf dem Spielfeld ist, und verlässt das Spiel; wird der Meeple von Blau vorher begraben, ist Rufus verloren. Bei 50 Punkten zieht der zweite Hund, Ronja, auf dieselbe Weise los, und der letzte Stapel wird geöffnet.

## Lektion 7: Spukfriedhöfe und verdeckte Plättchen (Level 5)
lesson-7-title = Spukfriedhöfe und verdeckte Plättchen
lesson-7-step-1 = Ab Level 5 sind die Friedhöfe Spukfriedhöfe. Sie nehmen keine zusätzlichen Geister; stattdessen wecken sie Geister auf den nebligen Plättchen ringsum, und solange einer offen ist, schleichen sich verdeckte Plättchen neben ihn. Ein Spukfriedhof schließt sich erst, wenn auf allen acht Plätzen ringsum Plättchen liegen.
lesson-7-step-2 = Ihr habt einen Friedhof gezogen. Legt ihn so, wie er gezogen wurde, ohne ihn zu drehen, in die Lücke östlich des Nordostviertels des Startplättchens.
lesson-7-step-2-wrong = Legt den Friedhof, ohne ihn zu drehen, in die Lücke östlich des Nordostviertels des Startplättchens: Diese Lektion zeigt, was er mit den Plättchen ringsum macht.
lesson-7-step-3 = Ein neuer Friedhof setzt einen Geist auf jedes neblige Plättchen unter den acht ringsum. Die beiden östlichen Viertel des Startplättchens haben je einen Nebel und bekommen ihren Geist sofort. Das Plättchen südlich des Friedhofs hat zwei Nebel: Setzt seinen Geist in den südlichen Nebel, über dem Straßenende.
lesson-7-step-3-wrong = Der nördliche Nebel dieses Plättchens berührt jetzt die nebelfreie Wiese des Friedhofs, also kann seine Bank nie abgeschlossen werden, und ein Geist dort bleibt, bis ihr ihn besänftigt oder ein Hund ihn verjagt. Der südliche Nebel ist noch offen: Schließt ihr seine Bank später ab, kehren ihre Geister heim.
lesson-7-step-meeple = Der Friedhof hat an seiner Nordseite eine kleine Stadt. Gleich kommt ein verdecktes Plättchen neben diesen Friedhof, und eine Stadt, die an ein verdecktes Plättchen grenzt, kann nie fertig werden: Behaltet eure Meeple und setzt in diesem Zug keinen ein.
lesson-7-step-meeple-wrong = Ein Meeple in dieser kleinen Stadt säße dort fest, sobald nördlich des Friedhofs ein verdecktes Plättchen liegt. Setzt in diesem Zug keinen Meeple ein.
lesson-7-step-4 = Solange ein Friedhof offen ist, endet jeder Zug mit einem verdeckten Plättchen. Es kommt vom aktiven Stapel, aber niemand sieht es sich an: Es wird verdeckt auf einen leeren Platz rund um einen offenen Friedhof gelegt und bleibt das ganze Spiel über so.
lesson-7-step-5 = Ein verdecktes Plättchen zeigt keine Straßen und keinen Nebel: Jede Straße, Stadt oder jeder Nebel, der daran grenzt, kann nie fertig werden. Legt es nördlich des Friedhofs ab, wo es nur an die kleine Stadt des Friedhofs grenzt, in der niemand steht.
lesson-7-step-5-wrong = Nordöstlich des Friedhofs läge es am offenen Ende der Straße von Rot, und Rot könnte nie Punkte bekommen. Nordwestlich würde es die Straße abschneiden, die das Startplättchen nach Norden verlässt. Nördlich des Friedhofs schadet es nichts.
lesson-7-step-6 = Der Friedhof hat jetzt auf allen vier Seiten Plättchen, in Level 2 wäre er also geschlossen. Hier sind die Ecken nordwestlich und nordöstlich von ihm noch leer: Er bleibt offen und zieht im nächsten Zug ein weiteres verdecktes Plättchen an. Wird der achte Platz belegt, offen oder verdeckt, wird wie in Level 2 ein Meeple begraben.

## Lektion 8: Drei Zählfiguren (Level 6)
lesson-8-title = Drei Zählfiguren
lesson-8-step-1 = In Level 6 gibt es keine gemeinsame Zählfigur. Drei Farben im Spiel stellen je einen Meeple als Zählfigur auf die Wertungstafel, und jede dieser Zählfiguren muss jede Schwelle erreichen: 10, 25 und das Ziel von 50.
lesson-8-step-2 = Hier stehen Rot, Grün und Blau auf der Wertungstafel bei 14, 12 und 6 Punkten; Gelb hat keine Zählfigur. Eine Schwelle zählt erst, wenn alle drei sie erreicht haben, also hält Blau alle auf.
lesson-8-step-3 = Die Straße von Rot führt vom Startplättchen nach Osten; nordöstlich davon führt die Straße von Gelb von einem Stadttor nach Süden. Legt die Straßenkurve östlich des Straßenstücks von Rot, sodass sie nach Norden abbiegt: Sie verbindet beide Straßen zu einer, die an beiden Enden abgeschlossen ist.
lesson-8-step-3-wrong = Legt die Kurve auf den Platz direkt östlich des Straßenstücks von Rot, sodass ihre Straße von Westen hereinkommt und nach Norden abbiegt. Dort verbindet sie die Straße von Rot mit der von Gelb und schließt sie ab.
lesson-8-step-meeple = Die Kurve hat an ihrer Südseite auch eine kleine Stadt. In diesem Zug geht es um die Straße: Setzt keinen Meeple ein.
lesson-8-step-meeple-wrong = Behaltet die Meeple für später: Setzt in diesem Zug keinen in die kleine Stadt.
lesson-8-step-4 = Rot und Gelb teilen sich diese Straße, und jede der beiden Farben erhält ihre vollen 4 Punkte. Nehmt die Punkte.
lesson-8-step-4-wrong = Beim Besänftigen würden beide Farben auf ihre Punkte verzichten, und Blau braucht sie, um die Schwelle zu erreichen.
lesson-8-step-5 = Die 4 Punkte von Rot gehen an die Zählfigur von Rot. Gelb hat keine, also wählt ihr, welche Zählfigur die 4 Punkte von Gelb bekommt: Gebt sie der Zählfigur von Blau.
lesson-8-step-5-wrong = Die Schwellen warten auf die niedrigste Zählfigur. Blau liegt mit 6 zurück; mit den 4 Punkten von Gelb kommt Blau auf 10.
lesson-8-step-6 = Alle drei Zählfiguren stehen bei 10 oder mehr: Die erste Schwelle ist erreicht, der zweite Stapel wird geöffnet, und Rufus geht zum Meeple von Grün, dem einzigen Meeple, der noch auf dem Spielfeld steht. Die Punkte, die Rufus später bringt, gehen an die Zählfigur von Grün. Ihr gewinnt, wenn alle drei 50 erreichen.
