# A `lines` soronként egymás alá fűzi az argumentumait (a kód kezeli).
lines = { "" }
error-not-legal = { ARTICLE($action, capital: 1) } `{ $action }` most nem szabályos lépés számodra. Az /{ cmd-name-actions } paranccsal megnézheted, mit tehetsz.
error-game-over = A játék véget ért.
error-not-your-turn = Nem te következel.
error-no-such-number = Nincs { $number }. sorszámú lépés; { $count } közül választhatsz.
error-seat-count = { ARTICLE($title, capital: 1) } { $title } játékhoz { $min }–{ $max } játékos kell, nem { $given }.
error-bad-option-value = { ARTICLE($option, capital: 1) } `{ $option }` beállítás értéke nem lehet `{ $value }`; megengedett: { $allowed }.
error-unknown-option = Nincs `{ $option }` beállítás. Beállítások: { $known }.
# Egy hely, amikor az olvasó fordítója nem ismeri a játékosok nevét
# (engine::Msg::seat); ismert névvel csak a név jelenik meg.
seat-name = { $n }. hely
# Egy lépés a jelölésével elmondva (engine::Told::plain).
told-notation = { $action }
# engine::Stage olyan játékhoz, amelynek nincsenek fordulói vagy fázisai.
stage-none = { "" }

# A game's name where a message names it by its id (the i18n rule for
# every `title` argument); other text is shown as it is.
title-name = { $id ->
        [nations] Nations
        [endeavor] Endeavor
        [belfort] Belfort
       *[other] { $id }
    }

# A label and what follows it on a board or view (French puts a space
# before the colon).
label-value = { $label }: { $value }
label-colon = { $label }:
# One kind of token and how many (Endeavor's trade tokens).
count-of = { $name } × { $n }
