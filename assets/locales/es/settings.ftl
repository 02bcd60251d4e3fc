## Quién lee en qué idioma (incidencia 15): /settings language, la opción
## `lang` de la mesa y los nombres de los idiomas.

settings-language-set = Tu idioma: { $language } (respuestas y mensajes privados). Con /{ cmd-name-settings } { cmd-name-settings-language }:auto vuelves a seguir el idioma de tu Discord.
settings-language-auto = Tu idioma: { $language }, tal como lo envía tu Discord. Con /{ cmd-name-settings } { cmd-name-settings-language }:<código> eliges otro (en, el, fr, es, hu).
error-unknown-language = «{ $given }» no es un idioma que Longtable hable. Elige uno de { $known }, o auto.
opt-lang = El idioma de los mensajes, el mensaje de estado y los tableros de la mesa: en, el, fr, es o hu; auto: el del servidor, si no el del creador (todos los juegos).
discord-cmd-settings-language = Tu idioma para respuestas y mensajes privados; automático sigue el de tu Discord

lang-en = inglés
lang-el = griego
lang-fr = francés
lang-es = español
lang-hu = húngaro
