## /hint (issue 29): mit lépne a normál bot a játékos helyén, csak neki.
## Semmit nem lép meg, és semmi sem kerül a naplóba.
cmd-name-hint = tipp
discord-cmd-hint = Mit lépne a normál bot a helyeden, és miért (csak te látod)
opt-hints = Kérhetnek-e a leült játékosok a /{ cmd-name-hint } paranccsal tippet a normál bot legjobb lépéseiről: on vagy off (ligajátékban mindig off).

hint-header = Tipp: a normál bot legjobb lépései a helyeden, abból, amit látsz:
hint-move = { $rank }. { $action }
hint-gains = · nyersz: { $list }
hint-costs = · ára: { $list }
hint-no-change = · a saját számaid most nem változnak
hint-estimate = · becslés { $value }/100, { $iterations } keresés { $share }%-ában
hint-only-move = · az egyetlen lépésed
hint-footer = Ezt csak te látod; semmit sem léptünk. Körönként egy tipp.
hint-again = Ebben a körben már kérdeztél: ugyanaz a tipp.
hint-already = Ebben a körben már megkaptad a tippedet. A következőt a következő körödben kérheted.
hint-off = Ennél az asztalnál a tippek ki vannak kapcsolva (hints:off).
hint-off-league = Ligajátékban a tippek ki vannak kapcsolva.
hint-not-your-turn = Tippet a soron lévő hely kérhet, és most nem te jössz: { $users } lépésére várunk.
hint-league-option = A ligajátékok tippek nélkül mennek: a hints:{ $value } nem engedélyezett { ARTICLE($name) } { $name } asztalánál.

hint-nations-vp = { $n } GYP
hint-nations-gold = { $n } arany
hint-nations-stone = { $n } kő
hint-nations-food = { $n } élelem
hint-nations-books = { $n } könyv
hint-nations-workers = { $n } munkás a tartalékban
hint-nations-military = { $n } katonai erő
hint-nations-stability = { $n } stabilitás

hint-endeavor-glory = { $n } dicsőség
hint-endeavor-buildings = { $n } épület
hint-endeavor-cards = { $n } előny kártya
hint-endeavor-tokens = { $n } kereskedelmi korong

hint-belfort-workers = { $n } munkás
hint-belfort-hand = { $n } kártya a kézben
hint-belfort-buildings = { $n } épület
