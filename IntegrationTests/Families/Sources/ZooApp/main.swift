import Core
import FeatureCats
import FeatureDogs
import FlatTagged
import Foundation

// One line registers every module: the generated module lists name their internal members too.
let registry = FlatTaggedRegistry(.core, .featureDogs, .featureCats)
precondition(registry.conflicts.isEmpty, "\(registry.conflicts)")

let decoder = JSONDecoder()
decoder.userInfo[.flatTagged] = registry
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.userInfo[.flatTagged] = registry

// `ZooApp '[{"kind":"dog",…}]'` decodes its argument instead.
let json =
    CommandLine.arguments.count > 1
    ? CommandLine.arguments[1]
    : #"""
    [{"kind":"dog","name":"Rex","goodBoy":true},
     {"kind":"golden_retriever","name":"Goldie","bestFriend":{"kind":"cat","name":"Tom","lives":9}},
     {"kind":"puppy","name":"Bit","ageInWeeks":8},
     {"kind":"parrot","name":"Polly","words":["hello"]}]
    """#
let animals = try decoder.decode(Polymorphic<[any Animal]>.self, from: Data(json.utf8)).wrappedValue
for animal in animals {
    print("\(type(of: animal)): \(animal.name)")
}
print(String(decoding: try encoder.encode(Polymorphic(wrappedValue: animals)), as: UTF8.self))
