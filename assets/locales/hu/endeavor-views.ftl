## Endeavor telefonon (issue 28): a régiók panelje és a saját nézet.
endeavor-view-regions = Régiók: hajózási útvonalak, városok és minden pakli felső lapja
endeavor-view-regions-legend = Minden régióban az első sor a hajózási útvonala, a második a városai: a számozott korong az adott játékos jelzője, az üres kör szabad mező vagy város.
endeavor-view-beside = { $seat }: { $n } az útvonal mellett
endeavor-view-deck-top = { $deck }: { $card }
endeavor-view-waiting = Nem te következel: { $list } lépésére várunk.
endeavor-view-status = Befolyás
endeavor-view-pieces = Kikötő: { $harbor } népességjelző · Készlet: { $supply } · Dicsőség most: { $glory }
endeavor-view-buildings = Épületek: { $spaces } helyből { $n } foglalt (korong: népességjelző rajta, kör: üres aktivációs kör)
