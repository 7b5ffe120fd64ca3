// Shows: a family and its members under #if, repeated in the generated code and the module list.
import FlatTagged

#if canImport(Foundation)
// @FlatTagged
protocol Vehicle: Codable, Sendable {}
#endif

#if canImport(Foundation)
// @FlatTag("car")
struct Car: Vehicle { var wheels: Int }

#if DEBUG
// @FlatTag("test_car")
struct TestCar: Vehicle { var wheels: Int }
#elseif os(Linux)
// @FlatTag("linux_car")
struct LinuxCar: Vehicle { var wheels: Int }
#else
// @FlatTag("other_car")
struct OtherCar: Vehicle { var wheels: Int }
#endif
#endif
