// Shows: the error for a flattened payload declared in another file of the module (the companion file), which writes a label's key.
// @FlatTagged
enum Message {
    case sent(Envelope, body: String)
}
