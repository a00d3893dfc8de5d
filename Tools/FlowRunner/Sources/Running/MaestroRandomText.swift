/// The text `inputRandom...` types: random, but always well formed.
enum MaestroRandomText {
    private static let letters = Array("abcdefghijklmnopqrstuvwxyz")
    private static let firstNames = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Niklaus"]
    private static let lastNames = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "Wirth"]
    private static let cities = ["Lisbon", "Nairobi", "Osaka", "Quito", "Tallinn", "Toronto", "Wellington", "Zurich"]
    private static let countries = ["Brazil", "Canada", "Estonia", "Ghana", "Japan", "Kenya", "Norway", "Portugal"]
    private static let colors = ["amber", "coral", "indigo", "ivory", "olive", "plum", "teal", "violet"]

    static func make(_ kind: MaestroRandomInput) -> String {
        switch kind {
        case let .text(length):
            String((0..<length).map { _ in letters.randomElement() ?? "a" })
        case let .number(length):
            String((0..<length).map { index in Character(String(Int.random(in: index == 0 ? 1...9 : 0...9))) })
        case .email:
            make(.text(length: 8)) + "@example.com"
        case .personName:
            (firstNames.randomElement() ?? "Ada") + " " + (lastNames.randomElement() ?? "Lovelace")
        case .cityName:
            cities.randomElement() ?? "Lisbon"
        case .countryName:
            countries.randomElement() ?? "Portugal"
        case .colorName:
            colors.randomElement() ?? "teal"
        }
    }
}
