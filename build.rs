//! Rebuilds the crate when anything under `assets/` changes: the content
//! packs, messages, notation words and rules references are embedded with
//! `include_dir!`, whose files cargo does not track on its own.
fn main() {
    println!("cargo:rerun-if-changed=assets");
}
