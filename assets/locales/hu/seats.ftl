# Helyek, a botok nevei és annak története, ki ült egy helyen (issue 26).

bot-named = { $name } (bot, { $level })
bot-level-easy = könnyű
bot-level-normal = közepes
bot-level-hard = nehéz

log-line-stand-in = #{ $seq } { $user } (helyette bot játszik): { $action }
played-stand-in = { $user } (helyette bot játszik): { $action }

seat-event-leave = ↳ { $left } elhagyta { ARTICLE($seat) } { $seat }. helyet.
seat-event-kick = ↳ { $by } kivette { $left } játékost { ARTICLE($seat) } { $seat }. helyről.
seat-event-replace = ↳ { $by } { ARTICLE($seat) } { $seat }. helyet { $left } játékostól { $came } kezébe adta.
seat-event-keep = ↳ { $came } megtartja { ARTICLE($seat) } { $seat }. helyet { $left } számára, aki elment.
seat-event-timeout = ↳ { $left } ideje lejárt; amíg vissza nem tér, bot játszik { ARTICLE($seat) } { $seat }. helyen.
seat-event-return = ↳ { $came } visszaült { ARTICLE($seat) } { $seat }. helyre.
seat-event-take = ↳ { $came } elfoglalja { ARTICLE($seat) } { $seat }. helyet.
seat-event-take-from = ↳ { $came } elfoglalja { ARTICLE($seat) } { $seat }. helyet { $left } helyett.

replaced-by-bot = { ARTICLE($title, capital: 1) } { $title } játékban ({ $channel }) { $by } { ARTICLE($seat) } { $seat }. helyedet átadta neki: { $bot }. A hely továbbra is a tiéd: küldd el a /{ cmd-name-game } { cmd-name-game-join } parancsot itt: { $channel }, és visszaveszed a bottól.
replaced-by-person = { ARTICLE($title, capital: 1) } { $title } játékban ({ $channel }) { $by } { ARTICLE($seat) } { $seat }. helyedet { $user } játékosnak adta. Csak az asztal nyitója adhatja vissza neked, ezzel: /{ cmd-name-game } { cmd-name-game-replace } { $user } { $you }.

error-seat-manager = Botot csak az asztal nyitója (vagy aki kezelheti ezt a csatornát) ad hozzá, és csak ő adhat tovább helyet.
error-seat-league-manager = { ARTICLE($name, capital: 1) } { $name } liga asztalánál csak a liga adminjai (a létrehozója, vagy aki kezelheti ezt a szervert) adnak hozzá botot és adnak tovább helyet.
error-invite-only = Ez az asztal csak meghívással érhető el (seats:invite): itt csak az kap helyet, akit az asztal nyitója a /{ cmd-name-game } { cmd-name-game-replace } paranccsal megnevez.

error-duration-bound = { ARTICLE($option, capital: 1) } `{ $option }` értéke { $min } és { $max } között lehet; { ARTICLE($value) } `{ $value }` nem ilyen.
error-bots-too-many = { $bots ->
    [one] Egy bot
   *[other] { $bots } bot
} veled együtt { $total } játékos, de { ARTICLE($title) } { $title } legfeljebb { $max } játékost fogad.
error-empty-list-entry = { ARTICLE($option, capital: 1) } `{ $option }` beállításban üres elem van: `{ $value }`. Az elemeket egy-egy vesszővel válaszd el, és egyik se maradjon üres.
