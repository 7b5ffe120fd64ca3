// Arrays of family values, coded element by element through the calls a hand-written
// `[Figure]` makes: each element is decoded by the container's own `decode(_:)` of a small slot
// and encoded by its own `encode(_:)` of one, never through a `superDecoder()`/`superEncoder()`
// (which several coders leave out: swift-extras-json's `preconditionFailure()`, SwiftCBOR's
// `fatalError("Unimplemented")`). Decoding writes each element straight into the array's
// storage (the goal: per element one tag decode and one lookup).
//
// The slots are not generic: the runtime's generic metadata cache compares the arguments of
// every lookup, and for an existential argument (`any Animal`) that costs thousands of
// instructions, more than the element's own decoding saves. The element type lives in one
// object per array instead, made once, and encoding reads the elements through a pointer (an
// `Array<Element>` read in unspecialized code costs a generic metadata lookup per element).
//
// A decoding slot can't be handed anything, so the array (or the array property,
// PolymorphicArrayProperties.swift) binds that object to a task-local for the duration of its
// loop and the slot reads it back: the family is still resolved once per property, never per
// element. An encoding slot holds the object and its element's index.

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

/// Decodes elements, shapes of family values or family values, and appends them: for the
/// elements of a nested shape (`[[any Animal]]`), for a container that doesn't know its count,
/// and for `@Polymorphic`/`@LossyPolymorphic` array properties (`FamilyPropertyArray`).
///
/// `@unchecked Sendable`: it lives only for one synchronous loop on one thread, bound to a
/// task-local that no other task sees.
final class FamilyElementAppender<Element>: FamilyElementSink, @unchecked Sendable {
    let family: FamilyTable
    let element = PolymorphicElement<Element>()
    /// Whether an element that fails is skipped, its error kept in `errors` (`@LossyPolymorphic`):
    /// the slot then decodes without an error, so the container moves past it.
    let lossy: Bool
    var elements: [Element]
    private(set) var errors: [any Error] = []

    init(family: FamilyTable, elements: [Element], lossy: Bool = false) {
        self.family = family
        self.elements = elements
        self.lossy = lossy
    }

    func decodeElement(from decoder: any Decoder) throws {
        guard lossy else {
            elements.append(try element.decode(from: decoder, family: family))
            return
        }
        do {
            elements.append(try element.decode(from: decoder, family: family))
        } catch let error as FlatTaggedConfigurationError {
            throw error
        } catch {
            errors.append(error)
        }
    }
}

// MARK: Encoding

/// The elements of the array being encoded.
protocol FamilyElementSource: AnyObject {
    /// Encodes the element at `index` to `encoder`.
    func encodeElement(at index: Int, to encoder: any Encoder) throws
}

/// One element of an array of family values (or of shapes of them), encoded by its container's
/// `encode(_:)`.
struct FamilyElementValue: Encodable {
    let source: any FamilyElementSource
    let index: Int

    func encode(to encoder: any Encoder) throws {
        try source.encodeElement(at: index, to: encoder)
    }
}

/// Encodes the elements of an array, read through a pointer valid while its loop runs.
final class FamilyArrayEncoder<Element>: FamilyElementSource {
    let family: FamilyTable
    let base: UnsafePointer<Element>
    let element = PolymorphicElement<Element>()

    init(family: FamilyTable, base: UnsafePointer<Element>) {
        self.family = family
        self.base = base
    }

    func encodeElement(at index: Int, to encoder: any Encoder) throws {
        try element.encode(base[index], to: encoder, family: family)
    }
}
