## Ki milyen nyelven olvas (15. feladat): /settings language, az asztal
## `lang` beállítása és a nyelvek neve.

settings-language-set = A nyelved: { $language } (válaszok és privát üzenetek). A /{ cmd-name-settings } { cmd-name-settings-language }:auto újra a Discordod nyelvét követi.
settings-language-auto = A nyelved: { $language }, ahogy a Discordod küldi. A /{ cmd-name-settings } { cmd-name-settings-language }:<kód> mást választ (en, el, fr, es, hu).
error-unknown-language = „{ $given }” nem olyan nyelv, amelyen a Longtable beszél. Válassz ezek közül: { $known }, vagy auto.
opt-lang = Az asztal üzeneteinek, állapotüzenetének és tábláinak nyelve: en, el, fr, es vagy hu; auto: a szerver nyelve, különben a létrehozóé (minden játék).
discord-cmd-settings-language = A válaszaid és privát üzeneteid nyelve; az automatikus a Discordod nyelvét követi

lang-en = angol
lang-el = görög
lang-fr = francia
lang-es = spanyol
lang-hu = magyar
