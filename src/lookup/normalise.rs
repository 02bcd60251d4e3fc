//! Text normalisation for the rules lookup, done in Rust before SQLite sees
//! anything: FTS5's tokenizer folds Latin accents but not Greek ones, and
//! knows nothing of final sigma or of our stems.
//!
//! The same function runs over the reference when the index is built and
//! over every question, so both sides always agree.

/// The languages the reference is written in (those of the rulebooks).
pub const LANGS: [&str; 5] = ["en", "el", "fr", "es", "hu"];

/// Lower case, accents off, final sigma as sigma, every run of anything
/// that is not a letter or digit turned into one space.
///
/// Greek tonos and dialytika, French and Spanish accents, ñ and ç, and the
/// Hungarian long vowels (ő, ű) all fold to their bare letter.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = true;
    for c in text.chars().flat_map(char::to_lowercase) {
        // Combining accents (what upper-casing ΐ or typing a decomposed
        // é leaves) fold away like precomposed ones.
        if ('\u{0300}'..='\u{036F}').contains(&c) {
            continue;
        }
        let c = bare(c);
        if c.is_alphanumeric() {
            out.push(c);
            space = false;
        } else if !space {
            out.push(' ');
            space = true;
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

/// The folded words of `text`.
pub fn words(text: &str) -> Vec<String> {
    fold(text)
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// One lower-case letter without its accent.
fn bare(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => 'a',
        'ç' | 'ć' | 'č' => 'c',
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => 'e',
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' => 'i',
        'ñ' | 'ń' | 'ň' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => 'o',
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => 'u',
        'ý' | 'ÿ' => 'y',
        'œ' => 'o',
        'æ' => 'a',
        'ß' => 's',
        // Greek: tonos, dialytika and both together; final sigma.
        'ά' => 'α',
        'έ' => 'ε',
        'ή' => 'η',
        'ί' | 'ϊ' | 'ΐ' => 'ι',
        'ό' => 'ο',
        'ύ' | 'ϋ' | 'ΰ' => 'υ',
        'ώ' => 'ω',
        'ς' => 'σ',
        // Apostrophes inside French words ("l'or") split them.
        '\u{2019}' | '\'' => ' ',
        c => c,
    }
}

/// The stem a word is matched by: the word itself when short, else a
/// prefix of it (about two thirds, at least four letters), so "guerres",
/// "πολεμου" and "buildings" find "guerre", "πολεμος" and "building".
/// Crude but language-blind; the glossary does the rest.
pub fn stem(word: &str) -> String {
    let n = word.chars().count();
    if n <= 4 {
        return word.to_string();
    }
    // At least five letters of a longer word: four made French "cartes"
    // find "cartographe".
    let keep = (n * 2).div_ceil(3).max(5);
    word.chars().take(keep).collect()
}

/// The prefix a question word is searched by in `lang`: its [`stem`], but
/// in French about three quarters of a longer word. French derives nouns
/// and verbs from one long root ("construire", "construction";
/// "recruteurs", "recrutement"), so two thirds of the word finds every
/// relative and the section about another of them may win. Measured in
/// the lookup10 round: French +4 first answers each way over the tuning
/// sets, top 3 unchanged; the same for Spanish or Greek (three quarters,
/// or all but two letters) lost first answers or top 3, and for English
/// changed nothing, so they keep [`stem`].
pub fn query_stem(word: &str, lang: &str) -> String {
    let n = word.chars().count();
    if lang != "fr" || n <= 4 {
        return stem(word);
    }
    let keep = (n * 3).div_ceil(4).max(5);
    word.chars().take(keep).collect()
}

/// Words that carry no meaning for a lookup, per language (folded): the
/// question words, and the filler of casual questions ("more", "ça",
/// "tengo", "több", "ποσο").
pub fn is_stopword(lang: &str, word: &str) -> bool {
    let list: &[&str] = match lang {
        "en" => &[
            "the", "a", "an", "of", "to", "in", "on", "at", "is", "are", "do", "does", "i", "my",
            "me", "you", "your", "what", "how", "when", "can", "can't", "cant", "if", "and", "or",
            "it", "for", "with", "who", "which", "where", "why", "be", "there", "this", "that",
            "get", "happens", "happen", "work", "works", "many", "much", "any", "will", "t", "s",
            "did", "about", "by", "from", "as", "one", "we", "they", "than",
        ],
        "el" => &[
            "ο",
            "η",
            "το",
            "οι",
            "τα",
            "του",
            "τησ",
            "των",
            "τον",
            "την",
            "σε",
            "στο",
            "στη",
            "στην",
            "στα",
            "στον",
            "στουσ",
            "και",
            "να",
            "τι",
            "πωσ",
            "ποτε",
            "αν",
            "δεν",
            "μου",
            "με",
            "για",
            "απο",
            "ειναι",
            "γινεται",
            "ποιοσ",
            "ποια",
            "ποιο",
            "που",
            "θα",
            "μπορω",
            "ενα",
            "ενασ",
            "μια",
            "τισ",
            "τουσ",
            "μι",
            "πόσα",
            "ποσα",
            "ποσοι",
            "ποσεσ",
            "εχω",
        ],
        "fr" => &[
            "le", "la", "les", "l", "un", "une", "des", "de", "du", "d", "a", "au", "aux", "et",
            "ou", "que", "qu", "quoi", "qui", "comment", "quand", "si", "je", "j", "ne", "n",
            "pas", "mon", "ma", "mes", "se", "en", "est", "sont", "pour", "avec", "sur", "dans",
            "il", "elle", "on", "peux", "peut", "faire", "fait", "se", "combien", "ce", "c", "y",
            "quel", "quelle", "quels", "quelles", "s", "t",
        ],
        "es" => &[
            "el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "a", "al", "y",
            "o", "que", "como", "cuando", "si", "no", "mi", "mis", "se", "en", "es", "son", "para",
            "con", "por", "sobre", "puedo", "puede", "pasa", "cuanto", "cuantos", "cuantas", "lo",
            "donde", "le", "me", "yo", "hay", "cual", "cuales", "hago", "funciona",
        ],
        "hu" => &[
            "a", "az", "egy", "es", "vagy", "mi", "mit", "hogy", "hogyan", "mikor", "ha", "nem",
            "van", "vannak", "meg", "is", "el", "ki", "be", "fel", "le", "mennyi", "hany", "tudok",
            "tud", "lehet", "kell", "mire", "miert", "melyik", "ez", "azt", "nincs", "tortenik",
            "csinal", "mukodik", "en", "amikor", "honnan", "hol", "meddig",
        ],
        _ => &[],
    };
    let filler: &[&str] = match lang {
        "en" => &[
            "more", "need", "have", "has", "into", "out", "still", "also", "just", "should",
            "would", "could", "was", "were", "been", "them", "their", "its", "so", "not", "no",
            "dont", "doesnt", "im", "u", "ur", "pls", "please", "exactly", "actually", "whats",
            "hows", "isnt", "am",
        ],
        "el" => &[
            "ποσο",
            "ποσοσ",
            "ποση",
            "ποσουσ",
            "κανω",
            "κανει",
            "κανουν",
            "μπορει",
            "πρεπει",
            "εχει",
            "εχουν",
            "τωρα",
            "ακομα",
            "πολυ",
            "λιγο",
            "αυτο",
            "αυτα",
            "αυτοσ",
            "αλλα",
            "εγω",
            "εσυ",
            "σου",
            "μασ",
            "σασ",
            "στισ",
            "οτι",
            "οταν",
            "γιατι",
            "εδω",
            "ακριβωσ",
        ],
        "fr" => &[
            "ca", "ses", "son", "sa", "tes", "ton", "ta", "nos", "vos", "leur", "leurs", "mais",
            "donc", "alors", "encore", "vraiment", "svp", "marche", "sert", "ai", "as", "ont",
            "suis", "etre", "avoir", "dois", "doit", "faut", "cette", "cet", "ces", "moi", "toi",
            "nous", "vous", "ils", "me", "te", "lui",
        ],
        "es" => &[
            "mas", "tengo", "tiene", "tienen", "poco", "poca", "pocos", "pocas", "muy", "ya",
            "pero", "este", "esta", "esto", "estos", "estas", "ese", "esa", "eso", "su", "sus",
            "tu", "tus", "te", "nos", "les", "hacer", "hace", "hacen", "sirve", "sirven", "dan",
            "da", "debo", "debe", "porfa", "q", "cuanta", "quien", "hasta",
        ],
        "hu" => &[
            "tobb", "amit", "ami", "mar", "akkor", "csak", "de", "lesz", "volt", "nekem",
            "mennyit", "milyen", "mivel", "kinek", "kit", "ezt", "ilyenkor", "pontosan",
        ],
        _ => &[],
    };
    list.contains(&word) || filler.contains(&word) || data_words(lang).filler.contains(word)
}

/// The words kept as data per language,
/// `assets/locales/<lang>/lookup-words.toml`, folded.
#[derive(Default)]
pub struct DataWords {
    /// Filler: not searched for.
    pub filler: std::collections::HashSet<String>,
    /// Common words of this language alone, that tell a question's
    /// language ([`super::detect`]).
    pub markers: std::collections::HashSet<String>,
    /// Verb prefixes that stand apart from their verb in a question
    /// (Hungarian "szabadítom fel" for "felszabadítom").
    pub preverbs: std::collections::HashSet<String>,
    /// Endings this language adds to a word without changing it
    /// (Hungarian "sáv" -> "sávon", "pont" -> "pontokat"; plural "s"):
    /// a short glossary word matches a question word that is it plus one
    /// or two of them.
    pub endings: std::collections::HashSet<String>,
    /// Players' words for a glossary term, by its key (`setup`, or
    /// `nations:deploy` for one title only): how players ask, not the
    /// rulebook's terms. They count as the term's words in this language.
    pub players: std::collections::HashMap<String, Vec<String>>,
    /// A language that inflects by adding endings to an unchanged word
    /// (Hungarian): its words are matched by their base, not by a share
    /// of their letters ("korong", disc, is not "korona", crown).
    pub suffixing: bool,
    /// Endings that make a noun of a verb (Hungarian "-ás", "-és"): the
    /// verb's forms start with what is left ("aktiválás", "aktiválhatom").
    pub derivations: std::collections::HashSet<String>,
}

impl DataWords {
    /// `word` without a noun-making ending (four letters at least left).
    pub fn underived(&self, word: &str) -> String {
        let n = word.chars().count();
        self.derivations
            .iter()
            .filter(|d| word.ends_with(d.as_str()) && n >= d.chars().count() + 4)
            .map(|d| word[..word.len() - d.len()].to_string())
            .min_by_key(String::len)
            .unwrap_or_else(|| word.to_string())
    }

    /// What a question word of a suffixing language is searched by: the
    /// word without one or two of its endings ("korongokat" -> "korong",
    /// "épületekről" -> "épület"), at least four letters left; `None` for
    /// another language. (A noun-making ending stays: searching
    /// "hajózás" as "hajóz" finds every form of the verb, and ranked
    /// worse on the development sets.)
    pub fn base(&self, word: &str) -> Option<String> {
        if !self.suffixing {
            return None;
        }
        let cut = word
            .char_indices()
            .map(|(i, _)| i)
            .filter(|&i| word[..i].chars().count() >= 4)
            .find(|&i| self.with_endings(&word[..i], word))
            .map_or(word, |i| &word[..i]);
        Some(cut.to_string())
    }

    /// Whether `word` is `base` plus one or two of this language's endings.
    pub fn with_endings(&self, base: &str, word: &str) -> bool {
        let Some(rest) = word.strip_prefix(base) else {
            return false;
        };
        if rest.is_empty() || self.endings.is_empty() {
            return false;
        }
        self.endings.contains(rest)
            || rest.char_indices().skip(1).any(|(i, _)| {
                self.endings.contains(&rest[..i]) && self.endings.contains(&rest[i..])
            })
    }
}

/// The data words of `lang` (none for an unknown language).
pub fn data_words(lang: &str) -> &'static DataWords {
    use std::collections::HashMap;
    static FILES: [(&str, &str); 5] = [
        (
            "en",
            include_str!("../../assets/locales/en/lookup-words.toml"),
        ),
        (
            "el",
            include_str!("../../assets/locales/el/lookup-words.toml"),
        ),
        (
            "fr",
            include_str!("../../assets/locales/fr/lookup-words.toml"),
        ),
        (
            "es",
            include_str!("../../assets/locales/es/lookup-words.toml"),
        ),
        (
            "hu",
            include_str!("../../assets/locales/hu/lookup-words.toml"),
        ),
    ];
    static LISTS: std::sync::OnceLock<HashMap<&'static str, DataWords>> =
        std::sync::OnceLock::new();
    static NONE: std::sync::OnceLock<DataWords> = std::sync::OnceLock::new();
    #[derive(serde::Deserialize)]
    struct File {
        #[serde(default)]
        filler: Vec<String>,
        #[serde(default)]
        markers: Vec<String>,
        #[serde(default)]
        preverbs: Vec<String>,
        #[serde(default)]
        endings: Vec<String>,
        #[serde(default)]
        players: std::collections::HashMap<String, Vec<String>>,
        #[serde(default)]
        suffixing: bool,
        #[serde(default)]
        derivations: Vec<String>,
    }
    let lists = LISTS.get_or_init(|| {
        FILES
            .iter()
            .map(|(l, text)| {
                // The files are part of the build and read by a unit test:
                // a broken one leaves the language with its older lists.
                let words = toml::from_str::<File>(text)
                    .map(|f| DataWords {
                        filler: f.filler.iter().map(|w| fold(w)).collect(),
                        markers: f.markers.iter().map(|w| fold(w)).collect(),
                        preverbs: f.preverbs.iter().map(|w| fold(w)).collect(),
                        endings: f.endings.iter().map(|w| fold(w)).collect(),
                        players: f.players,
                        suffixing: f.suffixing,
                        derivations: f.derivations.iter().map(|w| fold(w)).collect(),
                    })
                    .unwrap_or_default();
                (*l, words)
            })
            .collect()
    });
    lists
        .get(lang)
        .unwrap_or_else(|| NONE.get_or_init(DataWords::default))
}

/// Whether `word`, after `prev`, is part of an idiom that carries no
/// meaning for a lookup: French "se passe" (happens), while "je passe" is
/// passing.
pub fn is_idiom(lang: &str, prev: Option<&str>, word: &str) -> bool {
    matches!((lang, prev, word), ("fr", Some("se" | "s"), "passe"))
}

/// Whether two words are within `max` edits (insert, delete, replace,
/// or swap two neighbours: "famnie" is one edit from "famine"), giving up
/// early (cheap typo tolerance over the index's vocabulary).
pub fn within(a: &str, b: &str, max: usize) -> bool {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > max {
        return false;
    }
    // Optimal string alignment distance, three rows.
    let mut prev2: Vec<usize> = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        let mut best = cur[0];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                cur[j] = cur[j].min(prev2[j - 2] + 1);
            }
            best = best.min(cur[j]);
        }
        if best > max {
            return false;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()] <= max
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greek_with_and_without_tonos_and_final_sigma_agree() {
        assert_eq!(fold("Πόλεμος"), fold("πολεμος"));
        assert_eq!(fold("ΠΟΛΕΜΟΣ"), "πολεμοσ");
        assert_eq!(fold("λιμός"), "λιμοσ");
        // Dialytika, alone and with tonos.
        assert_eq!(fold("Προϊόν"), "προιον");
        assert_eq!(fold("ΐ ΰ ϋ"), "ι υ υ");
        // Final sigma inside a text folds wherever the word ends.
        assert_eq!(words("μάχες, πόλεμος."), vec!["μαχεσ", "πολεμοσ"]);
    }

    #[test]
    fn combining_accents_fold_like_precomposed_ones() {
        assert_eq!(fold("ΝΑΥΣΙΠΛΟΐΑ"), fold(&"ναυσιπλοΐα".to_uppercase()));
        assert_eq!(fold("e\u{301}te\u{301}"), "ete");
    }

    #[test]
    fn hungarian_long_vowels_fold() {
        assert_eq!(fold("Háború"), "haboru");
        assert_eq!(fold("őrség űr ÉHÍNSÉG"), "orseg ur ehinseg");
        assert_eq!(fold("győzelmi pont"), fold("gyozelmi pont"));
    }

    #[test]
    fn french_and_spanish_accents_fold() {
        assert_eq!(fold("Famine, Événement"), "famine evenement");
        assert_eq!(fold("Stabilité"), "stabilite");
        assert_eq!(fold("l'or"), "l or");
        assert_eq!(
            fold("Hambruna, acción, niño, pingüino"),
            "hambruna accion nino pinguino"
        );
        assert_eq!(
            fold("¿Qué pasa si no puedo pagar?"),
            "que pasa si no puedo pagar"
        );
    }

    #[test]
    fn stems_are_prefixes() {
        assert_eq!(stem("war"), "war");
        assert_eq!(stem("buildings"), "buildi");
        assert!(
            stem("guerres").starts_with(&stem("guerre")) || "guerre".starts_with(&stem("guerres"))
        );
        assert!("πολεμοσ".starts_with(&stem("πολεμου")));
    }

    #[test]
    fn french_question_words_keep_three_quarters() {
        assert_eq!(query_stem("recruteurs", "fr"), "recruteu");
        assert_eq!(query_stem("construire", "fr"), "construi");
        assert_eq!(query_stem("guerre", "fr"), "guerr");
        assert_eq!(query_stem("or", "fr"), "or");
        // Other languages keep the common stem.
        assert_eq!(query_stem("buildings", "en"), stem("buildings"));
        assert_eq!(query_stem("construccion", "es"), stem("construccion"));
    }

    #[test]
    fn casual_filler_is_not_searched() {
        assert!(is_stopword("es", "tengo") && is_stopword("fr", "ca"));
        assert!(is_stopword("hu", "tobb") && is_stopword("en", "more"));
        assert!(is_stopword("el", "ποσο"));
        assert!(!is_stopword("es", "guerra") && !is_stopword("en", "war"));
    }

    #[test]
    fn the_filler_kept_as_data_is_read_in_every_language() {
        for l in LANGS {
            let w = data_words(l);
            assert!(!w.filler.is_empty(), "{l}: lookup-words.toml unread");
            assert!(
                !w.markers.is_empty(),
                "{l}: lookup-words.toml has no markers"
            );
        }
        assert!(is_stopword("hu", "kapok") && is_stopword("el", "δινει"));
        assert!(is_stopword("es", "necesitan") && is_stopword("fr", "besoin"));
        assert!(!is_stopword("hu", "haboru"));
    }

    #[test]
    fn se_passe_is_an_idiom_but_je_passe_is_passing() {
        assert!(is_idiom("fr", Some("se"), "passe"));
        assert!(!is_idiom("fr", Some("je"), "passe"));
        assert!(!is_idiom("fr", None, "passe") && !is_stopword("fr", "passe"));
    }

    #[test]
    fn typo_distance() {
        assert!(within("famine", "famnie", 1));
        assert!(within("πολεμοσ", "πολμεοσ", 1));
        assert!(within("stability", "stabilty", 1));
        assert!(!within("war", "gold", 1));
    }
}
