/// What the emitter generates for one marked enum: every decision made, every name resolved.
///
/// `CodingPlanner` builds it from an `EnumDeclaration` and reports what cannot be generated;
/// `ConformanceEmitter` turns it into text without further checks.
struct CodingPlan: Sendable, Equatable {
    /// `Outer.Inner`, as the extension names it (backticked where needed).
    var typeName: String
    /// `Outer.Inner`, as error messages name it.
    var displayName: String
    /// The access modifier to write on generated members, with a trailing space, or "".
    var accessModifier: String
    /// Generic parameters to constrain (`where T: Codable`); empty when the enum declares
    /// the conformance itself.
    var constrainedGenericParameters: [String]
    /// True when the enum's inheritance clause already names the conformance.
    var declaresConformance: Bool
    /// True when the enum is declared `nonisolated` or with a global actor such as
    /// `@MainActor`: the conformance and its members are then nonisolated, so the enum decodes
    /// anywhere. Otherwise they take the isolation of a plain extension, as synthesized
    /// `Codable` does (main-actor-isolated in targets with default main-actor isolation).
    var isNonisolated: Bool
    var decodes: Bool
    var encodes: Bool
    /// The discriminator key.
    var key: String
    /// Where each case's data goes relative to the tag.
    var form: WireForm
    /// True for integer tags: every `tag` and alias is an `Int` (it sets the tag's type as read;
    /// each tag spells itself).
    var integerTags = false
    /// `#if` clauses around the enum, repeated around the generated code.
    var conditions: [ConditionalClause]
    var cases: [CasePlan]
    var fallback: FallbackPlan?
    /// The path written into `#sourceLocation`, or nil for `expand` output.
    var sourcePath: String?
    /// The enum's own `@available` attributes, repeated on every generated extension.
    var availability: [String] = []
    /// True when the enum itself is deprecated: every extension already repeats that, so
    /// deprecated cases need nothing more.
    var isDeprecated = false
    /// The cases of the generated `CodingKeys`: the discriminator key, the content key, then
    /// every label in first-use order.
    var codingKeys: [CodingKeyCase] = []
    /// True unless the marker says `kind: none`: a nested `Kind` and `var kind` are generated.
    var generatesKind = true
    /// The enum's `///` or `/** */` comment, its markup's text (a schema's `description`), or nil.
    var documentation: String? = nil
    /// The JSON Schema's plan, for `// @FlatTagged(schema)`; nil without the option.
    var schema: SchemaPlan? = nil

    /// The standard-library protocol of the generic constraints: `Codable`, `Decodable` or
    /// `Encodable`.
    var codingProtocol: String {
        switch (decodes, encodes) {
        case (true, false): "Decodable"
        case (false, true): "Encodable"
        default: "Codable"
        }
    }

    /// True when members that name a deprecated case must live in an `@available(*, deprecated)`
    /// extension, and `flatTag` must reach them through a private protocol.
    var needsDeprecatedExtension: Bool {
        !isDeprecated && (cases.contains(where: \.isDeprecated) || fallback?.isDeprecated == true)
    }

    /// True when the private protocol that reaches `kind` past deprecated cases is needed.
    var needsDeprecatedKindWitness: Bool {
        generatesKind && needsDeprecatedExtension
    }

    /// True when some case is decoded and encoded only where an OS version is available.
    var hasOSGatedCases: Bool {
        cases.contains { $0.availableCondition != nil }
    }

    /// Every tag decoding accepts, primary tags and aliases, in declaration order.
    var acceptedTags: [Tag] {
        cases.flatMap(\.wireTags)
    }

    /// The `// @FlatTag(missing)` case, decoded when the key is absent or `null`.
    var missingCase: CasePlan? {
        cases.first { $0.tagged?.isMissing == true }
    }

    /// The cases of a tagged form with their tags; none in the untagged form.
    var taggedCases: [(plan: CasePlan, tagged: TaggedCasePlan)] {
        cases.compactMap { enumCase in enumCase.tagged.map { (enumCase, $0) } }
    }

    /// The cases of the untagged form with their shapes; none in a tagged form.
    var untaggedCases: [UntaggedCase] {
        cases.compactMap { enumCase in enumCase.untagged.map { (enumCase, $0) } }
    }

    /// The case without a tag of its own (`// @FlatTag(missing)` without a tag), decoded when
    /// the key is absent or `null` and encoded without the key.
    var taglessCase: CasePlan? {
        cases.first { $0.tagged?.isTagless == true }
    }

    /// True when some case stands under `#if`, so tag lists must be built clause by clause.
    var hasConditionalCases: Bool {
        cases.contains { !$0.conditions.isEmpty }
    }
}

/// A case of the untagged form, with its shape.
typealias UntaggedCase = (plan: CasePlan, untagged: UntaggedCasePlan)

/// One labeled associated value, or the one unlabeled payload flattened beside them.
struct LabeledValue: Sendable, Equatable {
    /// The label as written in code (backticked where needed).
    var label: String
    /// The value's key, as `LabelKeys` maps the label (empty for a flattened payload).
    var key: String
    /// The name the encode switch binds the value to.
    var binding: String
    var defaultValue: String?
    /// True when the type is written as an optional (`String?`, `Optional<String>`): a missing
    /// key or `null` decodes to `nil`, and `nil` is not encoded.
    var isOptional: Bool
    var line: Int
    /// True when the type names an existential (`any Animal`, `[any Animal]`): the value is
    /// coded through the family registry, as a `@Polymorphic` property is.
    var isFamilyValue = false
    /// True when `nulls:` names the label: nil is written as `null` instead of omitting the key.
    var writesNull = false
    /// True for the one unlabeled payload beside labeled values: it has no key, and is decoded
    /// from and encoded into the object the labeled values stand in.
    var isFlattenedPayload = false
    /// True for the `rest:` label: it has no key, and holds the keys of the case's object the
    /// case does not read (`RestLabel.swift`).
    var isRest = false
    /// The type as written, for a flattened payload in a case with `rest:`, which is decoded
    /// before the case is built; nil otherwise.
    var payloadType: String? = nil

    /// True for a value written under a key of its own: neither the flattened payload nor the
    /// `rest:` label.
    var hasKey: Bool { !isFlattenedPayload && !isRest }
}

/// The `// @FlatTag(unknown)` case. It never stands under `#if` (the planner rejects that).
struct FallbackPlan: Sendable, Equatable {
    var name: String
    /// The case name as error messages write it.
    var displayName: String
    /// True for `case unknown(FlatTaggedUnknown)`, which keeps the object (in the untagged form,
    /// `case other(FlatTaggedValue)`, which keeps the value).
    var keepsObject: Bool
    /// True for a deprecated fallback case.
    var isDeprecated = false
}
