## A szabálykereső (/rules) és a kártyakereső (/card).
rules-usage = /{ cmd-name-rules } <{ cmd-name-rules-question }> [{ cmd-name-rules-title }:…]
rules-answer-heading = **{ $heading }** ({ $title }, szabály § { $covers })
rules-page = { $page }. oldal / { $pages }
rules-other-language = A saját nyelveden nem volt találat, ezért ez a válasz ezen a nyelven szól: { $lang }.
rules-see-also = Ez is ide tartozik: { $list }
rules-nothing = A szabály-összefoglalóban semmi sem illik erre: „{ $question }”. Próbálj más vagy kevesebb szót, vagy nevezz meg egy játékot a title:<játék> alakban.
rules-no-reference = Ehhez a játékhoz még nincs szabály-összefoglaló: { $title }.
rules-button-prev = ◀ Előző
rules-button-next = Következő ▶
rules-stale-page = Ez az oldal már nem létezik; kérdezz újra a /{ cmd-name-rules } paranccsal.
help-rules-pointer = Szabálykérdések: /{ cmd-name-rules } <{ cmd-name-rules-question }> (bármely nyelven), egy kártya teljes szövege: /{ cmd-name-card } <{ cmd-name-card-name }>.

card-usage = /{ cmd-name-card } <{ cmd-name-card-name }> [{ cmd-name-card-title }:…]
card-not-found = Nincs „{ $name }” nevű kártya, épület, céh, esemény vagy nemzet.{ $suggest ->
    [none] {""}
   *[other] {" "}Erre gondoltál: { $suggest }?
}
card-heading = **{ $name }** ({ $title }, { $kind })
card-values = Értékek: { $values }
card-provenance-rulebook = A szabálykönyvből.
card-provenance-rulebook-house-fields = A szabálykönyvből, kivéve ezeket az értékeket, amelyeket a Longtable tervezett: { $fields }.
card-provenance-house = Házi elem: az értékeit a Longtable tervezte, a nyomtatott kártya eltérhet.
card-kind-card = kártya
card-kind-event = esemény
card-kind-nation = nemzet
card-kind-guild = céh
card-kind-building = épület
card-kind-governor = kormányzó
card-button = Kártya: { $name }

## Azok az elemek, amelyek szabályát a csomag egy kampóval nevezi meg. Belfort spec 4.2, 4.3.
card-rule-belfort-pub = Amikor gnóm kerül a zárára, azonnal fordítsd át az egyik törpédet a mesteroldalára, a játék végéig.
card-rule-belfort-gardens = Amikor gnóm kerül a zárára, azonnal fordítsd át az egyik elfedet a mesteroldalára, a játék végéig.
card-rule-belfort-tower = A munkásmezője akkor nyílik meg, amikor gnóm ül a zárán; ide helyezni 1 aranyba kerül. Aktiváláskor tégy 1 gnómot a készletből bármelyik megépített kártyád egy szabad zárára (ez nem a forduló egyetlen bérlése). Ha a készletben nincs gnóm, vagy nincs szabad zár, nem történik semmi, az arany pedig ki van fizetve.
card-rule-belfort-inn = A munkásmezője akkor nyílik meg, amikor gnóm ül a zárán; ide helyezni 1 aranyba kerül. Aktiváláskor kapsz 1 saját színű elfet vagy törpét a készletből (normál oldalával felfelé); ha egyik sem maradt, semmit.
card-rule-belfort-blacksmith = Ingyenes munkásmező: +1 fém. Ha gnóm van a zárán: fordulónként egyszer, az akciókörödben 1 aranyért 1 fémet vehetsz (minden gnómos Kovácsműhely külön).
card-rule-belfort-bank = Nincs munkásmezője. Ha gnóm van a zárán: fordulónként egyszer, az akciókörödben +1 arany (minden gnómos Bank külön).
card-rule-belfort-market = Ingyenes munkásmező: +2 arany. A két zárának mindegyikén ülő gnóm fordulónként eggyel több látogatást ad a Kereskedelmi állomáson; több Piac hatása összeadódik.
card-rule-belfort-gatehouse = Nincs munkásmezője. Megépítésekor jelölj meg egy szabad szimbólumot egy olyan Kapuházon, amelynek mindkét szimbóluma szabad. Amikor gnóm kerül a zárára (egyszer), tegyél egy második jelzőt bármelyik olyan Kapuház szabad szimbólumára, amelyen már van egy jelződ; ha nincs ilyen, a hatás elvész.
card-rule-belfort-library = Ingyenes munkásmező: húzz 2 kártyát, majd dobj el bármelyik 2-t a kezedből. Ha gnóm van a zárán: amikor véget ér az akcióköröd, húzz 1 kártyát, majd dobj el 5-re (minden gnómos Könyvtár 1-et húz).
card-rule-belfort-keep = Nincs munkásmezője és zára. Megépítésekor egy szabad Öregtorony-szakasz mindkét szimbólumát megjelölöd, egy kerületen belül.
card-rule-belfort-guild-merchants = Aktiváláskor: ebben a körben legfeljebb kétszer adhatsz 1 fát vagy 1 követ 1 fémért; továbbá 3 extra látogatás a Kereskedelmi állomáson ebben a körben (a fel nem használtak elvesznek).
card-rule-belfort-guild-librarians = Aktiváláskor: húzz 3 kártyát, majd dobj el 1 kártyát a kezedből.
card-rule-belfort-guild-architects = Aktiváláskor: szerezz meg egy szabad építési telket, falszimbólumot vagy kártya nélküli, gazdátlan céhet, az áránál 1 fémmel vagy 2 fával/kővel kevesebbért.
card-rule-belfort-guild-recruiters = Aktiváláskor: kapsz 1 saját színű elfet vagy törpét a készletből, vagy teszel 1 gnómot a készletből egyik megépített kártyád szabad zárára.
card-rule-belfort-guild-thieves = Aktiváláskor: lopj legfeljebb 3 aranyat egy játékostól, vagy 1-1 aranyat legfeljebb 3 játékostól.
card-rule-belfort-guild-bandits = Aktiváláskor: lopj 1 fémet vagy legfeljebb 2 fát/követ egy játékostól, vagy 1-1 fát vagy követ legfeljebb 3 játékostól.
card-rule-belfort-guild-wizards = Aktiváláskor: válassz két azonos fajta helyet (két azonos épülettípusú telket, két céhet vagy két falszimbólumot), és cseréld fel köztük az összes tulajdonjelzőt; a kártyák a helyükön maradnak.
card-rule-belfort-guild-spies = Aktiváláskor: minden ellenfél, akinek van kártyája, felfed egyet a kezéből a saját választása szerint; te elveszel közülük egyet, a többi visszakerül.
card-rule-belfort-guild-gain = Aktiváláskor: megkapod a „gain” alatt felsorolt nyersanyagokat.

## Endeavor (spec 3.6–3.15).
card-rule-endeavor-governor = Kormányzó: a régió paklijának felső lapja. Amikor a régió hajózási útvonala megtelik, az a játékos kapja, akinek a legtöbb népességjelzője van az útvonalon (holtversenynél a paklihoz legközelebbi jelző dönt), és azonnal érvényesíti az ikonjait. Kizsákmányolással soha nem szerezhető meg. A kormányzó mezőn tartva nem számít bele a kártyalimitbe; a játék végén üres kormányzó mező 3 dicsőséget ér.
card-rule-endeavor-abolition = A rabszolgaság felszámolása: amikor valaki először megszerzi ezt a kártyát, minden játékos lefordítja az összes rabszolga kártyáját (az ikonjaik többé nem számítanak, és a játék végén darabonként 1 dicsőséget vesznek el), a rabszolga pakli pedig kikerül a játékból.
card-rule-endeavor-mixed-and = Akció (egy aktiválás): az alábbiak közül az egyik vagy mindkettő, tetszőleges sorrendben.
card-rule-endeavor-mixed-or = Akció (egy aktiválás): az alábbiak közül az egyik.
card-rule-endeavor-action-ship = Hajózás: 1 népességjelző a kikötőből egy régió hajózási útvonalának legtávolabbi üres mezőjére (Európa kivételével); vedd el az ott lévő korongot. Az utolsó mező betöltése megnyitja a régiót.
card-rule-endeavor-action-occupy = Letelepedés: 1 népességjelző a kikötőből egy nyitott régió szabad városába, ahol jelen vagy; vedd el a korongját, majd ellenőrizd az összeköttetéseket.
card-rule-endeavor-action-attack = Támadás: 2 népességjelző a kikötőből (az egyik visszakerül a készletedbe, a másik a védekező jelzőjének helyére) egy másik játékos városára olyan régióban, ahol jelen vagy. Városkorong nem jár.
card-rule-endeavor-action-payment = Kifizetés: az egyik népességjelződet egy másik épületedről visszateszed a kikötődbe, így az az épület ebben a fordulóban újra használható.
card-rule-endeavor-action-draw = Kizsákmányolás: vedd el egy nyitott régió paklijának felső lapját, ha ott legalább annyi népességjelződ van, mint a kártya értéke.
