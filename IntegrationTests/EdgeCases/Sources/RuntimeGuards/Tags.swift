/// An array behind a typealias in another file: it encodes as an array, not an object.
public typealias Tags = [String]
