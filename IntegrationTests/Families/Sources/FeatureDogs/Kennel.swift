/// A file without markers: editing it must regenerate nothing.
struct Kennel {
    var capacity = 4
}
