// Shows: the untagged form with #if, availability, generics, indirect, access levels and default values.
import FlatTagged

// #if, @available, generics, indirect, access levels and defaults in the untagged form.
// @FlatTagged(untagged)
public indirect enum Node<Leaf> {
    case leaf(Leaf)
    case pair(left: Node, right: Node)
    #if DEBUG
    // @FlatTag(when: "trace")
    case traced(trace: String, depth: Int = 0)
    #endif
    @available(macOS 14, iOS 17, *)
    case tagged(tag: String, node: Node)
}

// Only a case under #if reads an object: the container is made before every case.
// @FlatTagged(untagged)
enum Flagged {
    case name(String)
    #if DEBUG
    case debug(level: Int)
    #endif
}
