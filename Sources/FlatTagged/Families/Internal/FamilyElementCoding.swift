// The fast path for decoding arrays of family values: each element is decoded through the
// container's own `decode(_:)` of a small slot, as the elements of an array of enums are,
// instead of through a `superDecoder()` of its own, which costs JSON's decoder an object per
// element (the goal: per element one tag decode and one lookup). Encoding keeps a
// `superEncoder()` per element: measured with callgrind (2,000 objects), a non-generic slot
// encoded through the container saves nothing, because JSONEncoder's `encode(_:)` of an element
// costs as much as the encoder object (about 4,200 instructions either way: its checks for
// `Date`, `Data`, `URL` and `Decimal`, an `Optional` key's metadata and `takeValue`), and
// reading the element out of an `Array<Element>` in unspecialized code adds a generic metadata
// lookup per element unless it goes through a pointer.
//
// The slots are not generic: the runtime's generic metadata cache compares the arguments of
// every lookup, and for an existential argument (`any Animal`) that costs thousands of
// instructions, more than the element's own decoding saves. The element type lives in one
// object per array instead, made once.
//
// A slot can't be handed anything, so the array binds that object to a task-local for the
// duration of its loop and the slot reads it back: the family is still resolved once per
// property, never per element.

/// Where the elements of the array being decoded go.
protocol FamilyElementSink: AnyObject, Sendable {
    /// Decodes the next element from `decoder`, which holds its tagged object.
    func decodeElement(from decoder: any Decoder) throws
}

/// The array being decoded, bound while its loop runs.
enum FamilyDecodingScope {
    @TaskLocal static var sink: (any FamilyElementSink)?
}

/// One family value, decoded by its container's `decode(_:)` into the bound array.
struct FamilyElementSlot: Decodable {
    init(from decoder: any Decoder) throws {
        guard let sink = FamilyDecodingScope.sink else {
            // Only a decoder that decodes an element on another thread than it was asked on.
            throw FlatTaggedConfigurationError(
                codingPath: decoder.codingPath,
                message: "a family value was decoded outside the array that asked for it")
        }
        try sink.decodeElement(from: decoder)
    }
}

/// Decodes family values into the uninitialized storage of an array, one after another.
///
/// `@unchecked Sendable`: it lives only for one synchronous loop on one thread, bound to a
/// task-local that no other task sees.
final class FamilyArrayDecoder<Element>: FamilyElementSink, @unchecked Sendable {
    let family: FamilyTable
    let base: UnsafeMutablePointer<Element>
    let capacity: Int
    /// How many elements `base` holds.
    private(set) var initialized = 0

    init(family: FamilyTable, base: UnsafeMutablePointer<Element>, capacity: Int) {
        self.family = family
        self.base = base
        self.capacity = capacity
    }

    func decodeElement(from decoder: any Decoder) throws {
        guard initialized < capacity else {
            throw FlatTaggedConfigurationError(
                codingPath: decoder.codingPath, message: "the container decoded more elements than its count")
        }
        try family.decode(into: base + initialized, from: decoder)
        initialized += 1
    }
}
