## Endeavor σε κινητό (issue 28): το πάνελ των περιοχών και η προσωπική προβολή.
endeavor-view-regions = Περιοχές: θαλάσσιες διαδρομές, πόλεις και η πάνω κάρτα κάθε τράπουλας
endeavor-view-regions-legend = Σε κάθε περιοχή, η πρώτη σειρά είναι η θαλάσσια διαδρομή της και η δεύτερη οι πόλεις της: ένας αριθμημένος δίσκος είναι ο δείκτης του παίκτη, ένας άδειος κύκλος ελεύθερη θέση ή πόλη.
endeavor-view-beside = { $seat }: { $n } δίπλα στη διαδρομή
endeavor-view-deck-top = { $deck }: { $card }
endeavor-view-waiting = Δεν είναι η σειρά σας: περιμένουμε { $list }.
endeavor-view-status = Επιρροή
endeavor-view-pieces = Λιμάνι: { $harbor } { $harbor ->
    [one] δείκτης
   *[other] δείκτες
  } · Απόθεμα: { $supply } · Δόξα τώρα: { $glory }
endeavor-view-buildings = Κτίρια: { $n } από { $spaces } θέσεις (δίσκος: δείκτης πάνω του, κύκλος: άδειος κύκλος ενεργοποίησης)
