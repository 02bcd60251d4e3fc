## Issue 27 re-reading: the separator between the items of a list whose
## items contain commas (card values, "see also"), in each language's
## typography: Greek writes the semicolon as the upper dot (";" is its question mark).
list-sep-semi = {"; "}
