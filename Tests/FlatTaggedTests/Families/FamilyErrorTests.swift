import FlatTagged
import Foundation
import Testing

@Suite("Families: errors, configuration errors and conflicts")
struct FamilyErrorTests {
    /// The `dataCorrupted` context of `error`, or an issue.
    private func corrupted(_ error: DecodingError, sourceLocation: SourceLocation = #_sourceLocation) -> DecodingError
        .Context?
    {
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
        return context
    }

    @Test func unknownTagIsDataCorruptedAtTheKeyNamingSortedAcceptedTags() throws {
        let error = try #require(throws: DecodingError.self) {
            try Families.decode(Zoo.self, #"{"star":{"kind":"parrot"}}"#, Families.strict)
        }
        let context = try #require(corrupted(error))
        #expect(pathText(context.codingPath) == ".star.kind")
        #expect(
            context.debugDescription
                == #"Animal: unknown "kind" value "parrot"; expected one of "cat", "dog", "doggo", "flock", "golden_retriever", "pebble""#
        )
    }

    @Test func missingContentIsKeyNotFoundAtTheContentKey() throws {
        // As in an enum's content form; through a superDecoder(forKey:) it was a type mismatch
        // about `null`.
        let missing = try #require(throws: DecodingError.self) {
            try Families.decode(Page.self, #"{"blocks":[{"type":"paragraph"}]}"#)
        }
        guard case .keyNotFound(let key, let context) = missing else {
            Issue.record("expected keyNotFound, got \(missing)")
            return
        }
        #expect(key.stringValue == "data")
        #expect(pathText(context.codingPath) == ".blocks[0]")
    }

    @Test func missingTagIsKeyNotFoundAndWrongTypeIsTypeMismatchAtTheKey() throws {
        let missing = try #require(throws: DecodingError.self) { try Families.animals(#"[{"name":"x"}]"#) }
        guard case .keyNotFound(let key, let context) = missing else {
            Issue.record("expected keyNotFound, got \(missing)")
            return
        }
        #expect(key.stringValue == "kind")
        #expect(pathText(context.codingPath) == "[0]")
        let wrong = try #require(throws: DecodingError.self) { try Families.animals(#"[{"kind":1}]"#) }
        guard case .typeMismatch(_, let wrongContext) = wrong else {
            Issue.record("expected typeMismatch, got \(wrong)")
            return
        }
        #expect(pathText(wrongContext.codingPath) == "[0].kind")
    }

    @Test func membersOwnErrorsPassThroughWithTheirPaths() throws {
        let error = try #require(throws: DecodingError.self) {
            try Families.animals(#"[{"kind":"cat","name":"x","lives":1},{"kind":"cat","name":"y","lives":"many"}]"#)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == "[1].lives")
        // Named as an enum case's values are: the family, then the member.
        #expect(context.debugDescription.hasPrefix("Animal: Cat: "), "\(context.debugDescription)")
        #expect(context.underlyingError == nil)
    }

    @Test func membersMissingKeyNamesTheFamilyAndTheMember() throws {
        let error = try #require(throws: DecodingError.self) { try Families.animals(#"[{"kind":"cat","name":"x"}]"#) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "lives")
        #expect(pathText(context.codingPath) == "[0]")
        #expect(context.debugDescription.hasPrefix("Animal: Cat: No value associated with key"))
    }

    /// A member holding a value of its own family: the innermost member is named, once.
    @Test func nestedMembersErrorNamesTheFamilyOnce() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[.flatTagged] = GeneratedFamilies.registry
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(
                Polymorphic<any PromiseSketch>.self,
                from: Data(#"{"shape":"group","child":{"shape":"group","child":{"shape":"dot"}}}"#.utf8))
        }
        guard case .keyNotFound(_, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(context.debugDescription.hasPrefix("PromiseSketch: PromiseDot: No value associated with key"))
        #expect(context.debugDescription.components(separatedBy: "PromiseSketch").count == 2)
    }

    @Test func nonObjectWhereAFamilyValueBelongsNamesTheFamily() throws {
        for (input, found) in [("[[]]", "an array"), (#"["dog"]"#, "a string"), ("[1]", "a number")] {
            let error = try #require(throws: DecodingError.self) { try Families.animals(input) }
            guard case .typeMismatch(let type, let context) = error else {
                Issue.record("expected typeMismatch, got \(error)")
                continue
            }
            #expect(String(describing: type) == "Animal")
            #expect(pathText(context.codingPath) == "[0]")
            #expect(context.debugDescription == #"Animal: expected an object with a "kind" key, found \#(found)"#)
        }
    }

    /// A `null` tag reads like a missing one, as for enums: `keyNotFound` at the
    /// element, for string and integer tags, even with a fallback registered.
    @Test func nullTagIsKeyNotFoundLikeAMissingOne() throws {
        let cases: [(String, () throws -> Void)] = [
            ("[0]", { _ = try Families.animals(#"[{"kind":null,"name":"x"}]"#) }),
            (
                ".components[0]",
                { _ = try Families.decode(Panel.self, #"{"components":[{"type":null}]}"#, Families.strict) }
            ),
            (".components[0]", { _ = try Families.decode(Panel.self, #"{"components":[{"type":null}]}"#) }),
        ]
        for (path, decode) in cases {
            let error = try #require(throws: DecodingError.self) { try decode() }
            guard case .keyNotFound(let key, let context) = error else {
                Issue.record("expected keyNotFound, got \(error)")
                continue
            }
            #expect(key.stringValue == (path == "[0]" ? "kind" : "type"))
            #expect(pathText(context.codingPath) == path)
        }
    }

    @Test func integerTagErrors() throws {
        let strict = Families.strict
        let quoted = try #require(throws: DecodingError.self) {
            try Families.decode(Panel.self, #"{"components":[{"type":"2"}]}"#, strict)
        }
        guard case .typeMismatch(_, let context) = quoted else {
            Issue.record("expected typeMismatch, got \(quoted)")
            return
        }
        #expect(pathText(context.codingPath) == ".components[0].type")
        // Even with a fallback, a non-integer tag is a typeMismatch, also for 2.5 and true.
        for text in ["2.5", "true"] {
            let error = try #require(throws: DecodingError.self) {
                try Families.decode(Panel.self, #"{"components":[{"type":\#(text)}]}"#)
            }
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("expected typeMismatch for \(text), got \(error)")
                continue
            }
            #expect(pathText(context.codingPath) == ".components[0].type")
        }
        let unknown = try #require(throws: DecodingError.self) {
            try Families.decode(Panel.self, #"{"components":[{"type":9}]}"#, strict)
        }
        #expect(
            corrupted(unknown)?.debugDescription == #"Component: unknown "type" value 9; expected one of 2, 3, 5, 6"#)
        // 2.0 and 1e0 read as integers, as decode(Int.self) reads them.
        let panel = try Families.decode(Panel.self, #"{"components":[{"type":2.0,"label":"a"}]}"#, strict)
        #expect(panel.components.first is Button)
    }

    @Test func unregisteredTypeIsInvalidValueNamingFamilyAndType() throws {
        let error = try #require(throws: EncodingError.self) {
            try Families.json(
                Polymorphic<[any Animal]>(wrappedValue: [Dog(name: "a", goodBoy: true), Wolf(name: "w")]))
        }
        guard case .invalidValue(let value, let context) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(value is Wolf)
        #expect(pathText(context.codingPath) == "[1]")
        #expect(
            context.debugDescription
                == "Animal: Wolf is not a registered member; mark it // @FlatTag and add its module to the FlatTaggedRegistry"
        )
    }

    @Test func flatMemberEncodingASingleValueOrAnArrayThrowsInsteadOfTrapping() throws {
        for animal in [Pebble(name: "p") as any Animal, Flock(name: "f")] {
            let error = try #require(throws: EncodingError.self) {
                try Families.json(Polymorphic<[any Animal]>(wrappedValue: [animal]), Families.strict)
            }
            guard case .invalidValue(let value, let context) = error else {
                Issue.record("expected invalidValue, got \(error)")
                continue
            }
            #expect(type(of: value) == type(of: animal), "the error carries the member")
            #expect(pathText(context.codingPath) == "[0]")
            let kind = animal is Pebble ? "a single value" : "an array"
            #expect(
                context.debugDescription
                    == "Animal: \(type(of: animal)) encodes \(kind), not an object, so it can't stand beside the \"kind\" tag; declare the family with content: \"…\" or make \(type(of: animal)) encode a keyed container"
            )
        }
    }

    @Test func flatMemberEncodingAnEmptyArrayThrowsToo() throws {
        // An empty array writes nothing, yet is not an object: the same guard as enums' flat payloads.
        let registry = FlatTaggedRegistry(.strict, FlatTaggedModule("EmptyFlocks", members: [EmptyFlock.self]))
        for encode in [
            { try Families.encoder(registry).encode(Polymorphic<[any Animal]>(wrappedValue: [EmptyFlock()])) },
            { try Families.encoder(registry).encode(Polymorphic<any Animal>(wrappedValue: EmptyFlock())) },
        ] as [() throws -> Data] {
            let error = try #require(throws: EncodingError.self) { _ = try encode() }
            guard case .invalidValue(let value, let context) = error else {
                Issue.record("expected invalidValue, got \(error)")
                continue
            }
            #expect(value is EmptyFlock)
            #expect(
                context.debugDescription
                    == "Animal: EmptyFlock encodes an array, not an object, so it can't stand beside the \"kind\" tag; declare the family with content: \"…\" or make EmptyFlock encode a keyed container"
            )
        }
        // Under a content key the same member is fine: its empty array is the content.
        let content = FlatTaggedRegistry(FlatTaggedModule("Content", families: [.block], members: [Shelf.self]))
        #expect(
            try Families.json(Polymorphic<any Block>(wrappedValue: Shelf()), content) == #"{"data":[],"type":"shelf"}"#)
    }

    // MARK: Configuration errors

    @Test func noRegistryIsAConfigurationErrorEvenForAnEmptyArray() throws {
        let decoding = try #require(throws: FlatTaggedConfigurationError.self) {
            try Families.decode(Zoo.self, #"{"star":{"kind":"dog","name":"a","goodBoy":true}}"#, nil)
        }
        #expect(decoding.codingPath == ["star"])
        #expect(
            decoding.description
                == "star: no FlatTagged registry in the decoder's userInfo to decode Animal; set decoder.userInfo[.flatTagged] = FlatTaggedRegistry(.module, …) with the modules that declare the family and its members, or, for a coder without userInfo, install one for the process at launch with FlatTaggedRegistry.bootstrap(_:)"
        )
        #expect(throws: FlatTaggedConfigurationError.self) {
            try Families.decode(Polymorphic<[any Animal]>.self, "[]", nil)
        }
        #expect(throws: FlatTaggedConfigurationError.self) { try Families.decode(Page.self, #"{"blocks":[]}"#, nil) }
        let encoding = try #require(throws: FlatTaggedConfigurationError.self) {
            try Families.json(Page(blocks: []), nil)
        }
        #expect(
            encoding.description
                == "blocks: no FlatTagged registry in the encoder's userInfo to encode Block; set encoder.userInfo[.flatTagged] = FlatTaggedRegistry(.module, …) with the modules that declare the family and its members, or, for a coder without userInfo, install one for the process at launch with FlatTaggedRegistry.bootstrap(_:)"
        )
    }

    @Test func unregisteredFamilyNamesTheRegisteredFamiliesAndModules() throws {
        let registry = FlatTaggedRegistry(FlatTaggedModule("Core", families: [.animal]), .featureDogs)
        let error = try #require(throws: FlatTaggedConfigurationError.self) {
            try Families.decode(Kennel.self, #"{"pets":[]}"#, registry)
        }
        #expect(error.codingPath == ["pets"])
        #expect(
            error.message
                == "Pet is not a registered FlatTagged family (registered: Animal; modules: Core, FeatureDogs); add the module that declares it"
        )
    }

    @Test func lossyPolymorphicNeverSwallowsConfigurationErrors() throws {
        struct Feed: Decodable { @LossyPolymorphic var animals: [any Animal] }
        #expect(throws: FlatTaggedConfigurationError.self) {
            try Families.decode(Feed.self, #"{"animals":[{"kind":"dog"}]}"#, nil)
        }
        let onlyCore = FlatTaggedRegistry(FlatTaggedModule("Core", families: [.pet]))
        #expect(throws: FlatTaggedConfigurationError.self) {
            try Families.decode(Feed.self, #"{"animals":[]}"#, onlyCore)
        }
    }

    @Test func decodeOnlyFamilyCannotBeEncoded() throws {
        let door = try Families.decode(Door.self, #"{"signals":[{"type":"opened","door":1}]}"#)
        let error = try #require(throws: FlatTaggedConfigurationError.self) {
            try Families.json(Polymorphic(wrappedValue: door.signals))
        }
        #expect(
            error.message
                == "Signal is a decode-only FlatTagged family; its protocol must refine Encodable to be encoded")
    }

    @Test func propertyListEncoderWrapsConfigurationErrors() throws {
        let encoder = PropertyListEncoder()
        let error = try #require(throws: EncodingError.self) {
            try encoder.encode(Page(blocks: [Paragraph(text: "a")]))
        }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(context.underlyingError is FlatTaggedConfigurationError)
    }

    // MARK: Conflicts and duplicates

    @Test func conflictsAreListedWithModuleQualifiedNames() {
        #expect(Families.registry.conflicts.isEmpty)
        #expect(Families.strict.conflicts.isEmpty)
        #expect(
            Families.conflicting.conflicts == [
                #"Animal: tag "dog" is claimed by FlatTaggedTests.Dog and FlatTaggedTests.Wolf"#,
                "Animal: several fallbacks, FlatTaggedTests.UnknownAnimal and FlatTaggedTests.OtherUnknownAnimal",
                "Component: FlatTaggedTests.Slider has a string tag but FlatTaggedTests.Button has an integer tag; a family's tags are all strings or all integers",
            ])
    }

    @Test func aConflictingTagIsDisabledEvenWithAFallback() throws {
        let withFallback = FlatTaggedRegistry(
            .core, .featureDogs, .featureCats, FlatTaggedModule("AppTests", members: [Wolf.self]))
        #expect(
            withFallback.conflicts == [#"Animal: tag "dog" is claimed by FlatTaggedTests.Dog and FlatTaggedTests.Wolf"#]
        )
        let error = try #require(throws: DecodingError.self) {
            try Families.animals(#"[{"kind":"dog","name":"a","goodBoy":true}]"#, withFallback)
        }
        let context = try #require(corrupted(error))
        #expect(pathText(context.codingPath) == "[0].kind")
        #expect(
            context.debugDescription
                == #"Animal: "kind" value "dog" is claimed by FlatTaggedTests.Dog and FlatTaggedTests.Wolf, so it is disabled; give each type its own tag (see FlatTaggedRegistry.conflicts)"#
        )
        // The alias only Dog claims still decodes, and unknown tags still reach the fallback.
        #expect(try Families.animals(#"[{"kind":"doggo","name":"a","goodBoy":true}]"#, withFallback).first is Dog)
        #expect(try Families.animals(#"[{"kind":"emu"}]"#, withFallback).first is UnknownAnimal)
    }

    @Test func twoFallbacksMakeAnUnmatchedTagThrowNamingBoth() throws {
        let error = try #require(throws: DecodingError.self) {
            try Families.animals(#"[{"kind":"emu"}]"#, Families.conflicting)
        }
        #expect(
            corrupted(error)?.debugDescription
                == #"Animal: unknown "kind" value "emu" and several fallbacks, FlatTaggedTests.UnknownAnimal and FlatTaggedTests.OtherUnknownAnimal; register one"#
        )
        #expect(try Families.animals(#"[{"kind":"cat","name":"c","lives":1}]"#, Families.conflicting).first is Cat)
    }

    @Test func modulesAndTypesListedTwiceCountOnce() throws {
        let twice = FlatTaggedRegistry(
            modules: [
                .core, .featureDogs, .core, .featureCats,
                FlatTaggedModule(
                    "Again", families: [.animal, .animal], members: [Dog.self, Dog.self, UnknownAnimal.self]),
            ])
        #expect(twice.conflicts.isEmpty)
        #expect(
            try Families.animals(#"[{"kind":"dog","name":"a","goodBoy":true},{"kind":"emu"}]"#, twice).map {
                "\(type(of: $0))"
            } == ["Dog", "UnknownAnimal"])
        // A module listed twice counts once in messages too.
        let error = try #require(throws: FlatTaggedConfigurationError.self) {
            try Families.decode(Kennel.self, #"{"pets":[]}"#, FlatTaggedRegistry(.featureDogs, .featureDogs))
        }
        #expect(
            error.message
                == "Pet is not a registered FlatTagged family (registered: none; modules: FeatureDogs); add the module that declares it"
        )
    }

    @Test func differentRegistriesCoexist() throws {
        let text = #"[{"kind":"parrot"}]"#
        #expect(try Families.animals(text, Families.registry).first is UnknownAnimal)
        #expect(throws: DecodingError.self) { try Families.animals(text, Families.strict) }
    }
}
