import FlatTagged

// The enums of the errors table in "Errors and unknown data", declared as the article declares
// them: `ErrorVocabularyTests` decodes every row's input into them and compares what is thrown
// with the row.

// @FlatTagged
enum Command {
    case move(x: Int, y: Int)
    case stop
}

// @FlatTagged(content: "data")
enum Post {
    case text(String)
    case move(x: Int, y: Int)
}

// @FlatTagged(external)
enum Chunk {
    case text(String)
    case move(x: Int, y: Int)
    case stop
}

// @FlatTagged(untagged)
enum RequestID {
    case string(String)
    case number(Int)
}

// @FlatTagged(key: "op")
enum Op {
    // @FlatTag(1)
    case hello(interval: Int)
    // @FlatTag(2)
    case beat
}
