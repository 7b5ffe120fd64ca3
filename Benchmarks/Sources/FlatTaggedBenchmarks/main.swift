import AnimalCore
import AnimalMembers
import FlatTagged
import Foundation

// FlatTaggedBenchmarks: generated code against the alternatives, measured in the same run.
//
//   swift run -c release FlatTaggedBenchmarks              wall clock, best of 5 rounds
//   swift run -c release FlatTaggedBenchmarks --quick      a smoke run (CI)
//   FlatTaggedBenchmarks --only APPROACH --case CASE       one measurement, for callgrind.sh
//     [--repeat N]                                         the measurement N times in a row
//   FlatTaggedBenchmarks --depth [--quick]                 hostile nesting (DepthSeries.swift)
//   FlatTaggedBenchmarks --promises [--quick]              depth in every form (PromiseSubjects.swift)
//   FlatTaggedBenchmarks --depth --form untagged [--quick] the same for untagged enums

// MARK: - Arguments

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let quick = arguments.contains("--quick")
let only = option("--only")
let onlyCase = option("--case")
let repeats = Int(option("--repeat") ?? "") ?? 1
let count = Int(option("--count") ?? "") ?? (quick ? 2_000 : 100_000)
let rounds = Int(option("--rounds") ?? "") ?? (quick ? 1 : 5)
if arguments.contains("--depth") {
    let at = option("--at").flatMap { Int($0) }
    try runDepthSeries(form: option("--form"), quick: quick, at: at, shape: option("--shape"))
    exit(0)
}
if arguments.contains("--promises"), let direction = option("--sweep") {
    runStackSweep(direction: direction)
    exit(0)
}
if arguments.contains("--promises") {
    try runPromiseDepthSeries(
        quick: quick, at: option("--at").flatMap { Int($0) }, subject: option("--subject"), stack: option("--stack"),
        shape: option("--shape"))
    exit(0)
}

// MARK: - Data

func event(_ index: Int) -> HandWrittenEvent {
    switch index % 5 {
    case 0: .text(TextEvent(id: index, text: "Hello, world number \(index)"))
    case 1: .media(MediaEvent(id: index, url: "https://example.com/media/\(index).png", width: 640, height: 480))
    case 2: .reaction(ReactionEvent(id: index, emoji: "👍", count: index % 17))
    case 3: .location(LocationEvent(id: index, latitude: 52.52 + Double(index % 100) / 1000, longitude: 13.405))
    default: .poll(PollEvent(id: index, question: "Tea or coffee?", options: ["tea", "coffee", "both"]))
    }
}

func labeled(_ index: Int) -> HandWrittenLabeledEvent {
    switch index % 3 {
    case 0: .move(id: index, x: index % 1_000, y: -(index % 700))
    case 1: .resize(id: index, width: 800, height: 600)
    default: .rename(id: index, name: "layer \(index)")
    }
}

let encoder = JSONEncoder()
let decoder = JSONDecoder()
let handWritten = (0..<count).map(event)
let arrayData = try encoder.encode(handWritten)
let labeledValues = (0..<count).map(labeled)
let labeledData = try encoder.encode(labeledValues)
let synthesizedData = try encoder.encode(handWritten.map(SynthesizedEvent.init))
/// The floor: the same payload objects, each kind in its own array, decoded with their type known.
struct Floor: Codable {
    var text: [TextEvent] = []
    var media: [MediaEvent] = []
    var reaction: [ReactionEvent] = []
    var location: [LocationEvent] = []
    var poll: [PollEvent] = []
}
var floor = Floor()
for value in handWritten {
    switch value {
    case .text(let payload): floor.text.append(payload)
    case .media(let payload): floor.media.append(payload)
    case .reaction(let payload): floor.reaction.append(payload)
    case .location(let payload): floor.location.append(payload)
    case .poll(let payload): floor.poll.append(payload)
    }
}
let floorData = try encoder.encode(floor)
struct LabeledFloor: Codable {
    var move: [HandWrittenLabeledEvent.Move] = []
    var resize: [HandWrittenLabeledEvent.Resize] = []
    var rename: [HandWrittenLabeledEvent.Rename] = []
}
var labeledFloor = LabeledFloor()
for value in labeledValues {
    switch value {
    case .move(let id, let x, let y): labeledFloor.move.append(.init(id: id, x: x, y: y))
    case .resize(let id, let width, let height): labeledFloor.resize.append(.init(id: id, width: width, height: height))
    case .rename(let id, let name): labeledFloor.rename.append(.init(id: id, name: name))
    }
}
let labeledFloorData = try encoder.encode(labeledFloor)
let registryDecoder = JSONDecoder()
registryDecoder.userInfo[EventRegistry.userInfoKey] = EventRegistry(types: [
    TextEvent.self, MediaEvent.self, ReactionEvent.self, LocationEvent.self, PollEvent.self,
])
let singleData = try encoder.encode(handWritten[4])  // a poll: the largest kind

extension SynthesizedEvent {
    init(_ event: HandWrittenEvent) {
        switch event {
        case .text(let payload): self = .text(payload)
        case .media(let payload): self = .media(payload)
        case .reaction(let payload): self = .reaction(payload)
        case .location(let payload): self = .location(payload)
        case .poll(let payload): self = .poll(payload)
        }
    }
}

// Sanity: every approach reads the same data to the same values. The checks also warm every
// approach up (type metadata, conformance caches) in every run, the setup run that
// callgrind.sh subtracts included, so that its counts are of the steady state.
let generated = try decoder.decode([GeneratedEvent].self, from: arrayData)
/// The same events grouped by kind, each object with its "type": what the fallback measurements read.
let groupedData = try encoder.encode(KnownGroups(generated))
let registryCount = try registryDecoder.decode([RegistryEvent].self, from: arrayData).count
let labeledCount = try decoder.decode([GeneratedLabeledEvent].self, from: labeledData).count
let unknownGroups = try decoder.decode(UnknownGroups.self, from: groupedData)
let typedGroups = try decoder.decode(TypedGroups.self, from: groupedData)
guard generated.count == count, try encoder.encode(generated).count == arrayData.count, registryCount == count,
    labeledCount == count, unknownGroups.text.count == typedGroups.text.count,
    try encoder.encode(unknownGroups).count == groupedData.count
else {
    print("the approaches disagree on the data")
    exit(1)
}

// The external form: DynamoDB items.
let handWrittenItems = (0..<count).map(attributeItem)
let itemData = try encoder.encode(handWrittenItems)
let generatedItems = try decoder.decode([GeneratedAttributeValue].self, from: itemData)
guard generatedItems.count == count,
    try decoder.decode([GeneratedAttributeValue].self, from: encoder.encode(generatedItems)) == generatedItems,
    try decoder.decode([HandWrittenAttributeValue].self, from: itemData) == handWrittenItems
else {
    print("the external-form approaches disagree on the data")
    exit(1)
}

// Integer tags: Discord's message components.
let handWrittenComponents = (0..<count).map(component)
let componentData = try encoder.encode(handWrittenComponents)
let generatedComponents = try decoder.decode([GeneratedComponent].self, from: componentData)
guard generatedComponents.count == count,
    try encoder.encode(generatedComponents).count == componentData.count,
    try decoder.decode([HandWrittenComponent].self, from: componentData) == handWrittenComponents
else {
    print("the integer-tag approaches disagree on the data")
    exit(1)
}

// A payload flattened beside labeled values: Stripe-like events.
let handWrittenEnvelopes = (0..<count).map(envelope)
let envelopeData = try encoder.encode(handWrittenEnvelopes)
let generatedEnvelopes = try decoder.decode([GeneratedEnvelope].self, from: envelopeData)
guard generatedEnvelopes.count == count,
    try encoder.encode(generatedEnvelopes).count == envelopeData.count,
    try decoder.decode([HandWrittenEnvelope].self, from: encoder.encode(generatedEnvelopes)) == handWrittenEnvelopes
else {
    print("the flattened-payload approaches disagree on the data")
    exit(1)
}

// Families: the same animals as a closed enum, a family and the runtime registries.
registerDynamicAnimals()
let familyDecoder = makeFamilyDecoder()
let familyEncoder = makeFamilyEncoder()
let closedAnimals = (0..<count).map(closedAnimal)
let animalData = try familyEncoder.encode(closedAnimals)
let animals: [any Animal] = closedAnimals.map(\.animal)
let kittenBoxes = animals.compactMap { ($0 as? any KittenAnimal).map(KittenBox.init) }
let dynamicBoxes = animals.compactMap { ($0 as? any DynamicAnimal).map(DynamicCoded.init) }
let familyDecoded = try familyDecoder.decode(Polymorphic<[any Animal]>.self, from: animalData).wrappedValue
guard kittenBoxes.count == count, dynamicBoxes.count == count,
    familyDecoded.map(\.name) == animals.map(\.name),
    try familyDecoder.decode([KittenBox].self, from: animalData).count == count,
    try familyDecoder.decode([DynamicCoded].self, from: animalData).count == count,
    try familyDecoder.decode(NilCoalescingPolymorphicArray<any Animal>.self, from: animalData).wrappedValue.count
        == count,
    try familyEncoder.encode(Polymorphic(wrappedValue: animals)).count == animalData.count,
    try familyEncoder.encode(kittenBoxes).count == animalData.count,
    try familyEncoder.encode(dynamicBoxes).count == animalData.count,
    try familyEncoder.encode(NilCoalescingPolymorphicArray(wrappedValue: animals)).count == animalData.count
else {
    print("the family approaches disagree on the data")
    exit(1)
}

// MARK: - Measurements

/// One approach on one case: the work to repeat, and the bytes and objects it handles. Ratios
/// are against the case's baseline: the hand-written switch, for families the closed enum, or
/// for fallback decoding the typed structs.
struct Measurement {
    var caseName: String
    var approach: String
    var bytes: Int
    var objects: Int
    var work: () throws -> Void

    /// The approach the case's ratios are against.
    var isBaseline: Bool { approach == "hand-written" || approach == "typed-struct" || approach == "closed-enum" }
}

let singleIterations = count
var measurements: [Measurement] = [
    // A 100,000-object array of five kinds: decode, then encode.
    .init(caseName: "array-decode", approach: "generated", bytes: arrayData.count, objects: count) {
        _ = try decoder.decode([GeneratedEvent].self, from: arrayData)
    },
    .init(caseName: "array-decode", approach: "hand-written", bytes: arrayData.count, objects: count) {
        _ = try decoder.decode([HandWrittenEvent].self, from: arrayData)
    },
    .init(caseName: "array-decode", approach: "registry", bytes: arrayData.count, objects: count) {
        _ = try registryDecoder.decode([RegistryEvent].self, from: arrayData)
    },
    .init(caseName: "array-decode", approach: "synthesized", bytes: synthesizedData.count, objects: count) {
        _ = try decoder.decode([SynthesizedEvent].self, from: synthesizedData)
    },
    .init(caseName: "array-decode", approach: "payload-floor", bytes: floorData.count, objects: count) {
        _ = try decoder.decode(Floor.self, from: floorData)
    },
    .init(caseName: "array-encode", approach: "generated", bytes: arrayData.count, objects: count) {
        _ = try encoder.encode(generated)
    },
    .init(caseName: "array-encode", approach: "hand-written", bytes: arrayData.count, objects: count) {
        _ = try encoder.encode(handWritten)
    },
    .init(caseName: "array-encode", approach: "registry", bytes: arrayData.count, objects: count) {
        _ = try encoder.encode(
            handWritten.map { event -> RegistryEvent in
                switch event {
                case .text(let payload): RegistryEvent(payload)
                case .media(let payload): RegistryEvent(payload)
                case .reaction(let payload): RegistryEvent(payload)
                case .location(let payload): RegistryEvent(payload)
                case .poll(let payload): RegistryEvent(payload)
                }
            })
    },
    .init(caseName: "array-encode", approach: "payload-floor", bytes: floorData.count, objects: count) {
        _ = try encoder.encode(floor)
    },
    // One small message, decoded and encoded many times.
    .init(
        caseName: "single-roundtrip", approach: "generated", bytes: singleData.count * singleIterations,
        objects: singleIterations
    ) {
        for _ in 0..<singleIterations {
            _ = try encoder.encode(try decoder.decode(GeneratedEvent.self, from: singleData))
        }
    },
    .init(
        caseName: "single-roundtrip", approach: "hand-written", bytes: singleData.count * singleIterations,
        objects: singleIterations
    ) {
        for _ in 0..<singleIterations {
            _ = try encoder.encode(try decoder.decode(HandWrittenEvent.self, from: singleData))
        }
    },
    // Labeled values: generated reads them inline from one container.
    .init(caseName: "labeled-decode", approach: "generated", bytes: labeledData.count, objects: count) {
        _ = try decoder.decode([GeneratedLabeledEvent].self, from: labeledData)
    },
    .init(caseName: "labeled-decode", approach: "hand-written", bytes: labeledData.count, objects: count) {
        _ = try decoder.decode([HandWrittenLabeledEvent].self, from: labeledData)
    },
    .init(caseName: "labeled-decode", approach: "payload-floor", bytes: labeledFloorData.count, objects: count) {
        _ = try decoder.decode(LabeledFloor.self, from: labeledFloorData)
    },
    // Fallback decoding: the same objects as unknown tags, as typed structs, as known tags.
    .init(caseName: "fallback-decode", approach: "unknown-tag", bytes: groupedData.count, objects: count) {
        _ = try decoder.decode(UnknownGroups.self, from: groupedData)
    },
    .init(caseName: "fallback-decode", approach: "typed-struct", bytes: groupedData.count, objects: count) {
        _ = try decoder.decode(TypedGroups.self, from: groupedData)
    },
    .init(caseName: "fallback-decode", approach: "known-tag", bytes: groupedData.count, objects: count) {
        _ = try decoder.decode(KnownGroups.self, from: groupedData)
    },
    // Integer tags: Discord's message components (an action row of two buttons, a button, a select).
    .init(caseName: "int-decode", approach: "generated", bytes: componentData.count, objects: count) {
        _ = try decoder.decode([GeneratedComponent].self, from: componentData)
    },
    .init(caseName: "int-decode", approach: "hand-written", bytes: componentData.count, objects: count) {
        _ = try decoder.decode([HandWrittenComponent].self, from: componentData)
    },
    .init(caseName: "int-encode", approach: "generated", bytes: componentData.count, objects: count) {
        _ = try encoder.encode(generatedComponents)
    },
    .init(caseName: "int-encode", approach: "hand-written", bytes: componentData.count, objects: count) {
        _ = try encoder.encode(handWrittenComponents)
    },
    // The external form: DynamoDB items (nine attribute values each).
    .init(caseName: "external-decode", approach: "generated", bytes: itemData.count, objects: count) {
        _ = try decoder.decode([GeneratedAttributeValue].self, from: itemData)
    },
    .init(caseName: "external-decode", approach: "hand-written", bytes: itemData.count, objects: count) {
        _ = try decoder.decode([HandWrittenAttributeValue].self, from: itemData)
    },
    .init(caseName: "external-encode", approach: "generated", bytes: itemData.count, objects: count) {
        _ = try encoder.encode(generatedItems)
    },
    .init(caseName: "external-encode", approach: "hand-written", bytes: itemData.count, objects: count) {
        _ = try encoder.encode(handWrittenItems)
    },
    // A payload flattened beside labeled values: Stripe-like event envelopes.
    .init(caseName: "flattened-decode", approach: "generated", bytes: envelopeData.count, objects: count) {
        _ = try decoder.decode([GeneratedEnvelope].self, from: envelopeData)
    },
    .init(caseName: "flattened-decode", approach: "hand-written", bytes: envelopeData.count, objects: count) {
        _ = try decoder.decode([HandWrittenEnvelope].self, from: envelopeData)
    },
    .init(caseName: "flattened-encode", approach: "generated", bytes: envelopeData.count, objects: count) {
        _ = try encoder.encode(generatedEnvelopes)
    },
    .init(caseName: "flattened-encode", approach: "hand-written", bytes: envelopeData.count, objects: count) {
        _ = try encoder.encode(handWrittenEnvelopes)
    },
    // Families: [any Animal], members in another module, against the closed enum and the
    // runtime-registry designs.
    .init(caseName: "family-decode", approach: "closed-enum", bytes: animalData.count, objects: count) {
        _ = try familyDecoder.decode([ClosedAnimal].self, from: animalData)
    },
    .init(caseName: "family-decode", approach: "family", bytes: animalData.count, objects: count) {
        _ = try familyDecoder.decode(Polymorphic<[any Animal]>.self, from: animalData)
    },
    .init(caseName: "family-decode", approach: "kitten-registry", bytes: animalData.count, objects: count) {
        _ = try familyDecoder.decode([KittenBox].self, from: animalData)
    },
    .init(caseName: "family-decode", approach: "dynamic-registry", bytes: animalData.count, objects: count) {
        _ = try familyDecoder.decode([DynamicCoded].self, from: animalData)
    },
    .init(caseName: "family-decode", approach: "typed-list", bytes: animalData.count, objects: count) {
        _ = try familyDecoder.decode(NilCoalescingPolymorphicArray<any Animal>.self, from: animalData)
    },
    .init(caseName: "family-encode", approach: "closed-enum", bytes: animalData.count, objects: count) {
        _ = try familyEncoder.encode(closedAnimals)
    },
    .init(caseName: "family-encode", approach: "family", bytes: animalData.count, objects: count) {
        _ = try familyEncoder.encode(Polymorphic(wrappedValue: animals))
    },
    .init(caseName: "family-encode", approach: "kitten-registry", bytes: animalData.count, objects: count) {
        _ = try familyEncoder.encode(kittenBoxes)
    },
    .init(caseName: "family-encode", approach: "dynamic-registry", bytes: animalData.count, objects: count) {
        _ = try familyEncoder.encode(dynamicBoxes)
    },
    .init(caseName: "family-encode", approach: "typed-list", bytes: animalData.count, objects: count) {
        _ = try familyEncoder.encode(NilCoalescingPolymorphicArray(wrappedValue: animals))
    },
]

// Untagged unions: by keys and by JSON type, against hand-written `try?` chains.
measurements += try untaggedMeasurements(count: count)
// `rest:`: the keys a case keeps, against the same case without it and the hand-written switch.
measurements += try restMeasurements(count: count)

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

// The measurements, a line each: what callgrind.sh iterates.
if arguments.contains("--list") {
    for measurement in measurements {
        print(measurement.caseName, measurement.approach, measurement.isBaseline ? "baseline" : "")
    }
    exit(0)
}

// One measurement, once: what callgrind.sh counts.
if let only {
    if only != "setup" {
        guard let measurement = measurements.first(where: { $0.approach == only && $0.caseName == onlyCase }) else {
            print("no measurement \(only) / \(onlyCase ?? "?")")
            exit(2)
        }
        for _ in 0..<repeats { try measurement.work() }
    }
    exit(0)
}

print("FlatTagged benchmarks: \(count) objects, best of \(rounds) rounds, wall clock")
print("case              approach           MB/s     objects/s   vs baseline")
var baselineTimes: [String: Double] = [:]
var results: [(Measurement, Double)] = []
for measurement in measurements {
    var best = Double.infinity
    for _ in 0..<rounds { best = min(best, try seconds(measurement.work)) }
    results.append((measurement, best))
    if measurement.isBaseline { baselineTimes[measurement.caseName] = best }
}
for (measurement, best) in results {
    let megabytes = Double(measurement.bytes) / 1e6 / best
    let objects = Double(measurement.objects) / best
    let ratio = baselineTimes[measurement.caseName].map { String(format: "%.2fx", $0 / best) } ?? "-"
    print(
        measurement.caseName.padding(toLength: 18, withPad: " ", startingAt: 0)
            + measurement.approach.padding(toLength: 17, withPad: " ", startingAt: 0)
            + String(format: "%8.1f  %12.0f   ", megabytes, objects) + ratio)
}
print("(ratios above 1 are faster than the baseline: the hand-written switch, for fallback-decode the typed structs,")
print(" for family-* the closed enum;")
print(" wall-clock drifts 20-50% here: see callgrind.sh)")
if let unknown = results.first(where: { $0.0.caseName == "fallback-decode" && $0.0.approach == "unknown-tag" })?.1,
    let typed = baselineTimes["fallback-decode"]
{
    print(
        String(
            format:
                "fallback: an unknown object takes %.2fx the time of a typed struct (the goal: at most 3x, in instructions)",
            unknown / typed))
}
if quick { try runDepthSeries(form: nil, quick: true) }
