//! Every message id the code uses has English text, so no user ever sees
//! a bare id.

use longtable::i18n::I18n;
use std::path::Path;

/// String literals that follow one of the patterns that name a message id.
fn ids_in(source: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for pattern in ["Msg::new(\"", "msg!(\"", ".t(\""] {
        let mut rest = source;
        while let Some(i) = rest.find(pattern) {
            rest = &rest[i + pattern.len()..];
            if let Some(end) = rest.find('"') {
                ids.push(rest[..end].to_string());
            }
        }
    }
    ids
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_message_id_in_the_code_has_english_text() {
    let i18n = I18n::load().expect("all .ftl files parse");
    let en = i18n.english();
    let mut files = Vec::new();
    rust_files(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        &mut files,
    );
    let mut missing = Vec::new();
    let mut checked = 0;
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        // Unit tests and doc comments use made-up ids.
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let code: String = code
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for id in ids_in(&code) {
            // Ids built at run time (with `{`) and the `lines` helper are
            // not literal message ids.
            if id.contains('{') || id == "lines" || id.is_empty() {
                continue;
            }
            checked += 1;
            if !en.has(&id) {
                missing.push(format!("{}: {id}", f.display()));
            }
        }
    }
    assert!(
        checked > 50,
        "only {checked} ids found; is the scan broken?"
    );
    assert!(
        missing.is_empty(),
        "no English text for:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_title_option_has_help_text() {
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let registry = longtable::games::registry(None).unwrap();
    for title in registry.titles() {
        for spec in title.options() {
            assert!(
                en.has(spec.help),
                "{}: option {} help `{}` has no text",
                title.name(),
                spec.name,
                spec.help
            );
        }
    }
}
