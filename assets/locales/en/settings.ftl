## Whose language (issue 15): /settings language, the table's `lang`
## option, and the names of the languages.

settings-language-set = Your language: { $language } (your replies and DMs). /{ cmd-name-settings } { cmd-name-settings-language }:auto follows your Discord language again.
settings-language-auto = Your language: { $language }, as your Discord client sends it. /{ cmd-name-settings } { cmd-name-settings-language }:<code> chooses another (en, el, fr, es, hu).
error-unknown-language = “{ $given }” is not a language Longtable speaks. Choose one of { $known }, or auto.
opt-lang = The language of the table's posts, status message and boards: en, el, fr, es or hu; auto: the server's language, else the creator's (all games).
discord-cmd-settings-language = Your language for replies and DMs; auto follows your Discord language

lang-en = English
lang-el = Greek
lang-fr = French
lang-es = Spanish
lang-hu = Hungarian
