/// What `inputRandom...` types.
public enum MaestroRandomInput: Sendable, Equatable {
    /// Letters and digits of this length (`inputRandomText`).
    case text(length: Int)
    /// Digits of this length (`inputRandomNumber`).
    case number(length: Int)
    /// An e-mail address (`inputRandomEmail`).
    case email
    /// A first and last name (`inputRandomPersonName`).
    case personName
    /// The name of a city (`inputRandomCityName`).
    case cityName
    /// The name of a country (`inputRandomCountryName`).
    case countryName
    /// The name of a colour (`inputRandomColorName`).
    case colorName
}
