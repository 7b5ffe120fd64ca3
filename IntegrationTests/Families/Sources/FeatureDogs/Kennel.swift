/// A file without markers: editing it must regenerate nothing (issue 12 (b)).
struct Kennel {
    var capacity = 4
}
