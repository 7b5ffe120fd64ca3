/// The untagged form's coding (`// @FlatTagged(untagged)`): no tag is read or written.
/// `init(from:)` is a sequence of shape checks, one per case in declaration order: a case is
/// tried only when the value can be its shape (`null`, an object with the case's keys) and the
/// first that decodes wins; each failure is recorded, so that when none decodes the error says
/// why for every case. `encode(to:)` writes the case's data alone.
struct UntaggedFormEmitter: FormEmitter {
    var plan: CodingPlan

    var protocolFamily: String { "FlatTagged.FlatTaggedUntagged" }
    var tags: any TagMembers { NoTags() }

    /// The containers an untagged `init(from:)` asks the decoder for, once each.
    private struct UntaggedContainers {
        enum Container {
            /// `let single = try decoder.flatTaggedUntaggedContainer()`: `null`, scalars, single
            /// payloads (the decoder's single-value container, or the value as a whole where the
            /// decoder refuses one for an object).
            case single
            /// `let object = try? decoder.container(keyedBy: …)`: the keys of object cases.
            case object

            var name: String { self == .single ? "single" : "object" }

            func isRead(by untaggedCase: UntaggedCase) -> Bool {
                switch self {
                case .single: if case .labeled = untaggedCase.plan.payload { return false } else { return true }
                case .object:
                    return untaggedCase.untagged.shape.needsObject || !untaggedCase.untagged.unlessKeys.isEmpty
                }
            }

            /// The declaration; `throughSingle`: the object is read through the single-value
            /// container, so that the decoder lends one container (some lend one per value).
            func declaration(_ plan: CodingPlan, nests: Bool, throughSingle: Bool) -> String {
                let keys = "\(UntaggedFormEmitter.keyType(plan)).self"
                switch self {
                case .single: return "let single = try decoder.flatTaggedUntaggedContainer()"
                case .object:
                    let read =
                        throughSingle
                        ? "single.flatTaggedObject(keyedBy: \(keys))" : "try? decoder.container(keyedBy: \(keys))"
                    return nests ? "let object = attempts.mayBe(.object) ? \(read) : nil" : "let object = \(read)"
                }
            }
        }

        /// In the order of their first use.
        var declared: [Container] = []

        init(_ cases: [UntaggedCase]) {
            for untaggedCase in cases {
                for container in [Container.object, .single]
                where container.isRead(by: untaggedCase) && !declared.contains(container) {
                    declared.append(container)
                }
            }
        }
    }

    /// The type of the keyed container objects are read from: the enum's `CodingKeys`, or the
    /// runtime's key when the enum has no keys at all.
    fileprivate static func keyType(_ plan: CodingPlan) -> String {
        plan.codingKeys.isEmpty ? "FlatTagged.FlatTaggedCodingKey" : "CodingKeys"
    }

    func writeDecoder(into writer: inout CodeWriter) {
        writeDecoderMember(into: &writer) { writer in
            let cases = plan.untaggedCases
            let nests = cases.contains { $0.untagged.shape.holdsValues }
            // Failures are recorded with a fallback too: it takes only values no case was a candidate for.
            let declaration = cases.contains { $0.untagged.shape != .null } ? "var" : "let"
            if nests {
                // A value that may hold others enters a level, and below the 32nd asks what it is.
                writer.line("\(declaration) attempts = FlatTagged.FlatTaggedUntaggedAttempts(decoder)")
                writer.line("defer { attempts.leave() }")
            } else {
                writer.line("\(declaration) attempts = FlatTagged.FlatTaggedUntaggedAttempts()")
            }
            // Each container is asked for once, before the first case that reads it (where that
            // case stands under `#if`, before every case): some decoders lend one per value.
            let containers = UntaggedContainers(cases)
            var declarations: [(index: Int, line: String)] = []
            // With both, the single-value container comes first and the object is read through it.
            let both = containers.declared.contains(.single) && containers.declared.contains(.object)
            let firstRead = containers.declared.compactMap { cases.firstIndex(where: $0.isRead) }.min() ?? 0
            for container in both ? [.single, .object] : containers.declared {
                guard var index = cases.firstIndex(where: container.isRead) else { continue }
                if both, container == .single { index = firstRead }
                let line = container.declaration(plan, nests: nests, throughSingle: both)
                if cases[index].plan.conditions.isEmpty {
                    declarations.append((index, line))
                } else {
                    declarations.append((0, line))
                    if cases.filter(container.isRead).allSatisfy({ !$0.plan.conditions.isEmpty }) {
                        declarations.append((0, "_ = \(container.name)  // read only by cases under #if"))
                    }
                }
            }
            var start = 0
            // Stable: a declaration stays before its `_ =`.
            let ordered = declarations.enumerated().sorted {
                ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
            }
            for (index, line) in ordered.map(\.element) {
                if index > start {
                    writer.conditionalItems(Array(cases[start..<index]), conditions: \.plan.conditions) {
                        writeDecodeCase($0, nests: nests, into: &$1)
                    }
                    start = index
                }
                writer.line(line)
            }
            writer.conditionalItems(Array(cases[start...]), conditions: \.plan.conditions) {
                writeDecodeCase($0, nests: nests, into: &$1)
            }
            if let fallback = plan.fallback {
                writeNoCaseError(cases, containers, fallingBack: true, into: &writer)
                let single = containers.declared.contains(.single) ? "single" : "decoder.flatTaggedUntaggedContainer()"
                writer.line(
                    fallback.keepsObject
                        ? "self = .\(fallback.name)(try \(single).flatTaggedDecode())"
                        : "self = .\(fallback.name)")
            } else {
                writeNoCaseError(cases, containers, fallingBack: false, into: &writer)
            }
        }
        valueCoding.writeDecodeHelpers(into: &writer)
    }

    /// One case: its shape check (with the `unless:` keys it must not have), then its decoding, which returns on success and records the
    /// failure otherwise. Where the enum's values may be deep (`nests`), a case of one JSON type
    /// is tried only if the value may be of that type.
    private func writeDecodeCase(_ untaggedCase: UntaggedCase, nests: Bool, into writer: inout CodeWriter) {
        let (enumCase, untagged) = untaggedCase
        let shape = untagged.shape
        let body: (inout CodeWriter) -> Void = { writer in
            if shape == .null {
                writer.block("if single.decodeNil() {") { writer in
                    writer.line("self = .\(enumCase.name)")
                    writer.line("return")
                }
            } else if shape.needsObject {
                let keyChecks =
                    checkedKeys(untaggedCase).map { "object.contains(\(plan.codingKey($0)))" }
                    + untagged.unlessKeys.map { "!object.contains(\(plan.codingKey($0)))" }
                // A case whose only value is its `rest:` reads no key of the object itself.
                let readsKeys: Bool
                if case .labeled(let values) = enumCase.payload {
                    readsKeys = values.contains(where: \.hasKey)
                } else {
                    readsKeys = true
                }
                let checks = (readsKeys || !keyChecks.isEmpty ? ["let object"] : ["object != nil"]) + keyChecks
                writer.block("if \(checks.joined(separator: ", ")) {") { writer in
                    writeAttempt(untaggedCase, into: &writer)
                }
            } else if !untagged.unlessKeys.isEmpty {
                // Any value, or a dictionary, but no object with an `unless:` key.
                let kindCheck = nests ? shape.jsonKind.map { ["attempts.mayBe(.\($0))"] } ?? [] : []
                let checks = kindCheck + untagged.unlessKeys.map { "object?.contains(\(plan.codingKey($0))) != true" }
                writer.block("if \(checks.joined(separator: ", ")) {") { writer in
                    writeAttempt(untaggedCase, into: &writer)
                }
            } else if nests, let kind = shape.jsonKind {
                writer.block("if attempts.mayBe(.\(kind)) {") { writer in writeAttempt(untaggedCase, into: &writer) }
            } else {
                writeAttempt(untaggedCase, into: &writer)
            }
        }
        if let condition = enumCase.availableCondition {
            writer.block("if #available(\(condition)) {", body)
        } else {
            body(&writer)
        }
    }

    /// The keys checked before a case is tried: its `when:` keys, and of its required labels
    /// those no other case of the enum has (`result` for `success(id:result:)` beside
    /// `failure(id:error:)`), which tell the cases apart; all of them when none is its own. A
    /// required label left unchecked is still required: decoding it throws `keyNotFound`, which
    /// the runtime counts as "no such key", not as a tried case.
    private func checkedKeys(_ untaggedCase: UntaggedCase) -> [String] {
        let shape = untaggedCase.untagged.shape
        guard case .object(let required, let when) = shape else { return shape.requiredKeys }
        var othersKeys: Set<String> = []
        for (other, otherUntagged) in plan.untaggedCases where other.name != untaggedCase.plan.name {
            if case .labeled(let values) = other.payload { othersKeys.formUnion(values.filter(\.hasKey).map(\.key)) }
            othersKeys.formUnion(otherUntagged.shape.whenKeys)
        }
        let own = required.filter { !othersKeys.contains($0) && !when.contains($0) }
        return own.isEmpty ? shape.requiredKeys : when + own
    }

    /// `do { self = …; return } catch { attempts.failed("name", error) }`.
    private func writeAttempt(_ untaggedCase: UntaggedCase, into writer: inout CodeWriter) {
        let (enumCase, untagged) = untaggedCase
        writer.block("do {", closing: "} catch {") { writer in
            switch enumCase.payload {
            case .single(_, let line):
                writer.statement(
                    "self = .\(enumCase.name)(try single.\(singleValueDecoding(shape: untagged.shape)))",
                    sourcePath: plan.sourcePath, line: line)
            case .labeled(let values) where values.isEmpty:
                writer.line("self = .\(enumCase.name)()")
            case .labeled(let values):
                valueCoding.writeDecode(
                    enumCase, values, from: LabeledValueCoding.Source(container: "object", payloadDecoder: "decoder"),
                    into: &writer)
            case .none:
                writer.line("self = .\(enumCase.name)")
            }
            writer.line("return")
        }
        writer.indented { writer in
            writer.line("attempts.failed(\(StringLiteral.literal(enumCase.unquotedName)), error)")
        }
        writer.line("}")
    }

    /// `decode(Swift.String.self)` for the standard scalars, which the container decodes
    /// directly (the generic `decode(_:)` goes through the type's own `init(from:)` and a few
    /// type checks first); `flatTaggedDecode()`, which infers the type, for everything else.
    private func singleValueDecoding(shape: UntaggedShape) -> String {
        switch shape {
        case .string: "decode(Swift.String.self)"
        case .bool: "decode(Swift.Bool.self)"
        case .integer(let type): "decode(Swift.\(type).self)"
        case .number(let type) where type != "Decimal": "decode(Swift.\(type).self)"
        default: "flatTaggedDecode()"
        }
    }

    /// `throw attempts.error(…)`, listing every case with its shape, for the error's reasons, and
    /// handing over the containers `init(from:)` asked for; `fallingBack`: `try
    /// attempts.fallBack(…)` before the fallback, which throws the same error when a case was a
    /// candidate for the value.
    private func writeNoCaseError(
        _ cases: [UntaggedCase], _ containers: UntaggedContainers, fallingBack: Bool, into writer: inout CodeWriter
    ) {
        let entry: (UntaggedCase) -> String = { untaggedCase in
            let (enumCase, untagged) = untaggedCase
            let unless =
                untagged.unlessKeys.isEmpty
                ? "" : ", unless: [\(untagged.unlessKeys.map(StringLiteral.literal).joined(separator: ", "))]"
            return
                "FlatTagged.FlatTaggedUntaggedCase(\(StringLiteral.literal(enumCase.unquotedName)), \(shapeLiteral(untagged.shape))\(unless))"
        }
        let leading = cases.prefix { $0.plan.conditions.isEmpty }
        let call =
            (fallingBack ? "try attempts.fallBack(" : "throw attempts.error(")
            + "Self.self, enumName: \(plan.enumNameLiteral), cases: "
        let handed = [UntaggedContainers.Container.single, .object].filter(containers.declared.contains).map {
            "\($0.name): \($0.name)"
        }
        let end = (["decoder: decoder"] + handed).joined(separator: ", ") + ")"
        if leading.count == cases.count {
            writer.line(call + "[")
            writer.indented { writer in
                for untaggedCase in cases { writer.line(entry(untaggedCase) + ",") }
            }
            writer.line("], " + end)
            return
        }
        writer.line("var cases: [FlatTagged.FlatTaggedUntaggedCase] = [")
        writer.indented { writer in
            for untaggedCase in leading { writer.line(entry(untaggedCase) + ",") }
        }
        writer.line("]")
        writer.conditionalItems(Array(cases.dropFirst(leading.count)), conditions: \.plan.conditions) {
            untaggedCase, writer in
            writer.line("cases.append(\(entry(untaggedCase)))")
        }
        writer.line(call + "cases, " + end)
    }

    /// `.string`, `.integer("Int")`, `.object(keys: ["id", "result"])`.
    private func shapeLiteral(_ shape: UntaggedShape) -> String {
        if shape.needsObject {
            return ".object(keys: [\(shape.requiredKeys.map(StringLiteral.literal).joined(separator: ", "))])"
        }
        switch shape {
        case .null: return ".null"
        case .string: return ".string"
        case .bool: return ".bool"
        case .integer(let type): return ".integer(\(StringLiteral.literal(type)))"
        case .number(let type): return ".number(\(StringLiteral.literal(type)))"
        case .array: return ".array"
        case .dictionary: return ".dictionary"
        case .object: return ".object(keys: [])"
        case .any: return ".any"
        }
    }

    // MARK: - Encoding

    func writeEncoder(into writer: inout CodeWriter) {
        writeEncoderMember(into: &writer) { writer in
            writeEncodeSwitch(into: &writer) { fallback, writer in
                if fallback.keepsObject {
                    writer.line("case .\(fallback.name)(let value):")
                    writer.indented { writer in
                        writer.line("var single = encoder.singleValueContainer()")
                        writer.line("try single.encode(value)")
                    }
                } else {
                    writer.line("case .\(fallback.name):")
                    writer.indented { writer in
                        writer.line(
                            "throw Swift.EncodingError.flatTaggedNoValue(self, enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(fallback.displayName)), codingPath: encoder.codingPath)"
                        )
                    }
                }
            }
        }
    }

    /// The case's data alone: `null`, the payload through the single-value container (so the
    /// coder's strategies for dates, data and decimals apply), or the labeled values' object.
    func writeEncodeCase(_ enumCase: CasePlan, into writer: inout CodeWriter) {
        switch enumCase.payload {
        case .none:
            writer.line("var single = encoder.singleValueContainer()")
            writer.line("try single.encodeNil()")
        case .single(_, let line):
            writer.line("var single = encoder.singleValueContainer()")
            writer.statement("try single.encode(payload)", sourcePath: plan.sourcePath, line: line)
        case .labeled(let values) where values.isEmpty:
            writer.line("_ = encoder.container(keyedBy: \(Self.keyType(plan)).self)")
        case .labeled(let values):
            // An object even when the case writes no key of its own and its rest is empty.
            writer.line(
                values.contains(where: \.hasKey)
                    ? "var container = encoder.container(keyedBy: CodingKeys.self)"
                    : "_ = encoder.container(keyedBy: \(Self.keyType(plan)).self)")
            for value in values where value.hasKey {
                valueCoding.writeEncode(value, into: "container", &writer)
            }
            if let rest = values.first(where: \.isRest) {
                if let unlessKeys = enumCase.untagged?.unlessKeys, !unlessKeys.isEmpty {
                    // An `unless:` key in the rest would write an object this case never decodes.
                    let keys = "[" + unlessKeys.map(StringLiteral.literal).joined(separator: ", ") + "]"
                    writer.line(
                        "try FlatTagged.flatTaggedCheckRestUnless(\(rest.binding), unlessKeys: \(keys), codingPath: encoder.codingPath, enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
                    )
                }
                // Every rest key after the case's own.
                writer.line(
                    "try FlatTagged.flatTaggedEncodeRest(\(rest.binding), to: encoder, ownKeys: \(valueCoding.restOwnKeys(values, tagKey: nil)), enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
                )
            }
        }
    }
}

/// A form without tags writes no members about them; a `Kind`'s raw value is its case's name.
private struct NoTags: TagMembers {
    func properties() -> [ConformanceEmitter.Member] { [] }
    func deprecatedMembers() -> [ConformanceEmitter.Member] { [] }
    var usesDeprecatedCaseTags: Bool { false }
    var kindRawValue: String { "name" }
    func writeKindLookup(into writer: inout CodeWriter) {}
}

extension UntaggedShape {
    /// True when a value of this shape may hold other values, and so untagged values inside it.
    fileprivate var holdsValues: Bool {
        switch self {
        case .null, .string, .bool, .integer, .number: false
        case .array, .dictionary, .object, .any: true
        }
    }

    /// The JSON type a value must have for the case to be tried (`FlatTaggedUntaggedAttempts`'s
    /// `ValueKind`), for the shapes of one type; `nil` for any value.
    fileprivate var jsonKind: String? {
        switch self {
        case .string: "string"
        case .bool: "boolean"
        case .integer, .number: "number"
        case .array: "array"
        case .dictionary: "object"
        case .null, .object, .any: nil
        }
    }
}
