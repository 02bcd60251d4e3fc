# `lines` joins its arguments one per line (handled in code).
lines = { "" }
error-not-legal = `{ $action }` is not a legal action for you right now. Use /{ cmd-name-actions } to see what you can do.
error-game-over = The game is over.
error-not-your-turn = It is not your turn.
error-no-such-number = There is no action number { $number }; you have { $count } to choose from.
error-seat-count = { $title } takes { $min } to { $max } { $max ->
        [one] player
       *[other] players
    }, not { $given }.
error-bad-option-value = Option `{ $option }` can't be `{ $value }`; allowed: { $allowed }.
error-unknown-option = There is no option `{ $option }`. Options: { $known }.
# A seat when the reader's translator does not know the players' names
# (engine::Msg::seat); with names known it renders as the name alone.
seat-name = Seat { $n }
# An action told by its notation (engine::Told::plain).
told-notation = { $action }
# engine::Stage for a title that has no rounds or phases.
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
