// Shows: the error for an unlabeled value that is no object beside labels under the content key, naming the case as declared.
import FlatTagged

// @FlatTagged(content: "data")
enum Event {
    case pair(_ a: Int, b: Int)
    // @FlatTag(flat)
    case count(Int)
}
