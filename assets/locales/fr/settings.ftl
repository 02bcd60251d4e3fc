## Qui lit dans quelle langue (ticket 15) : /settings language, l'option
## `lang` de la table et les noms des langues.

settings-language-set = Votre langue : { $language } (réponses et messages privés). /{ cmd-name-settings } { cmd-name-settings-language }:auto suit de nouveau la langue de votre Discord.
settings-language-auto = Votre langue : { $language }, telle que votre Discord l'envoie. /{ cmd-name-settings } { cmd-name-settings-language }:<code> en choisit une autre (en, el, fr, es, hu).
error-unknown-language = « { $given } » n'est pas une langue que Longtable parle. Choisissez parmi { $known }, ou auto.
opt-lang = La langue des messages, du message d'état et des plateaux de la table : en, el, fr, es ou hu ; auto : celle du serveur, sinon celle du créateur (tous les jeux).
discord-cmd-settings-language = Votre langue pour les réponses et messages privés ; automatique suit votre Discord

lang-en = anglais
lang-el = grec
lang-fr = français
lang-es = espagnol
lang-hu = hongrois
