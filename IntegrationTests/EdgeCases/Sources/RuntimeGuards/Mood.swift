/// A raw-value enum: it encodes as a single string, not an object. Declared in its own file,
/// where the generator, looking at `Status.swift`, can't see it.
public enum Mood: String, Codable, Sendable {
    case happy, grumpy
}
