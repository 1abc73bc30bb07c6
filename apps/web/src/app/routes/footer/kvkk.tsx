import { Link } from 'react-router';
import { LegalPage, siteContact } from './legal-page';

export default function KvkkPage() {
  return (
    <LegalPage
      title="KVKK Aydınlatma Metni"
      lead="6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 10. maddesi uyarınca, kişisel verilerinizin Pazaryeri tarafından hangi amaçlarla ve nasıl işlendiği hakkında sizi bilgilendiriyoruz."
    >
      <h2>1. Veri sorumlusu</h2>
      <p>
        Kişisel verileriniz, Pazaryeri platformunu işleten şirket ("Pazaryeri") tarafından veri sorumlusu sıfatıyla
        aşağıda açıklanan kapsamda işlenmektedir.
      </p>

      <h2>2. İşlenen kişisel veriler</h2>
      <ul>
        <li><strong>Kimlik:</strong> ad, soyad; satıcılar için T.C. kimlik numarası veya vergi kimlik numarası.</li>
        <li><strong>İletişim:</strong> e-posta adresi, telefon numarası, teslimat ve fatura adresleri.</li>
        <li><strong>Müşteri işlem:</strong> sipariş, teklif, talep, favori, soru, değerlendirme ve mesaj kayıtları.</li>
        <li><strong>Finans:</strong> fatura bilgileri, satıcılar için IBAN; kart bilgileriniz Pazaryeri'nde saklanmaz, doğrudan ödeme kuruluşuna iletilir.</li>
        <li><strong>İşlem güvenliği:</strong> IP adresi, oturum ve giriş kayıtları, cihaz ve tarayıcı bilgileri.</li>
        <li><strong>Görsel:</strong> profil fotoğrafı, mağaza logosu ve kapak görseli.</li>
        <li><strong>Pazarlama:</strong> açık rızanız varsa iletişim tercihleri ve kampanya etkileşimleri.</li>
      </ul>

      <h2>3. İşleme amaçları</h2>
      <ul>
        <li>Üyelik kaydının oluşturulması, hesabın ve oturumun güvenliğinin sağlanması,</li>
        <li>Siparişlerin alınması, ödemelerin tahsili, kargo ve iade süreçlerinin yürütülmesi,</li>
        <li>Alıcı ile satıcı arasındaki iletişimin, teklif ve taleplerin yönetilmesi,</li>
        <li>Satıcı başvurularının değerlendirilmesi, ürün ve içeriklerin denetlenmesi,</li>
        <li>Talep ve şikâyetlerin sonuçlandırılması, müşteri memnuniyetinin ölçülmesi,</li>
        <li>Yasal yükümlülüklerin yerine getirilmesi ve yetkili kurumlara bilgi verilmesi,</li>
        <li>Açık rızanız bulunması hâlinde kampanya ve duyuruların iletilmesi.</li>
      </ul>

      <h2>4. Hukuki sebepler</h2>
      <p>Kişisel verileriniz KVKK'nın 5. maddesinde yer alan şu hukuki sebeplere dayanılarak işlenir:</p>
      <ul>
        <li>Bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (m. 5/2-c),</li>
        <li>Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi (m. 5/2-ç),</li>
        <li>Bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e),</li>
        <li>İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaat (m. 5/2-f),</li>
        <li>Ticari elektronik ileti gönderimi gibi hâllerde açık rızanız (m. 5/1).</li>
      </ul>

      <h2>5. Aktarım</h2>
      <p>Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak aşağıdaki alıcılara aktarılabilir:</p>
      <ul>
        <li>Siparişinizi yerine getiren satıcıya (teslimat için gerekli ad, adres ve telefon bilgileri),</li>
        <li>Ödeme hizmetini sağlayan lisanslı ödeme kuruluşuna,</li>
        <li>Gönderiyi taşıyan kargo firmalarına ve kargo entegrasyon hizmet sağlayıcısına,</li>
        <li>Barındırma, e-posta ve altyapı hizmeti aldığımız tedarikçilere,</li>
        <li>Talep hâlinde yetkili kamu kurum ve kuruluşlarına.</li>
      </ul>
      <p>Yurt dışına aktarım gerektiğinde KVKK'nın 9. maddesinde öngörülen şartlara uyulur.</p>

      <h2>6. Toplama yöntemi</h2>
      <p>
        Kişisel verileriniz; üyelik, sipariş ve başvuru formları, mesajlaşma, çerezler ve benzeri teknolojiler aracılığıyla
        elektronik ortamda, otomatik veya kısmen otomatik yollarla toplanır.
      </p>

      <h2>7. Saklama süresi</h2>
      <p>
        Veriler, işleme amacının gerektirdiği süre ve ilgili mevzuatta öngörülen zamanaşımı ve saklama süreleri boyunca
        saklanır; sürenin sonunda silinir, yok edilir veya anonim hâle getirilir. Hesabınızı sildiğinizde sipariş, ödeme
        ve fatura kayıtlarınız Vergi Usul Kanunu (m. 253) ve Türk Ticaret Kanunu (m. 82) gereği on yıl saklanır; bu kayıtları
        yalnızca yöneticiler ve satışı yapan mağaza görebilir. Diğer verileriniz silinir; değerlendirmeleriniz, sorularınız ve
        mesajlarınız "Silinmiş kullanıcı" adıyla kalır.
      </p>

      <h2>8. Haklarınız</h2>
      <p>KVKK'nın 11. maddesi uyarınca Pazaryeri'ne başvurarak;</p>
      <ol>
        <li>Kişisel verilerinizin işlenip işlenmediğini öğrenme,</li>
        <li>İşlenmişse buna ilişkin bilgi talep etme,</li>
        <li>İşlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
        <li>Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,</li>
        <li>Eksik veya yanlış işlenmişse düzeltilmesini isteme,</li>
        <li>KVKK'nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,</li>
        <li>Düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,</li>
        <li>Münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,</li>
        <li>Kanuna aykırı işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme</li>
      </ol>
      <p>haklarına sahipsiniz.</p>

      <h2>9. Başvuru</h2>
      <p>
        Haklarınızı <Link to="/hesabim/kisisel-verilerim">Hesabım → Kişisel verilerim</Link> sayfasından kullanabilirsiniz:
        verilerinizin bir kopyasını indirebilir, izinlerinizi değiştirebilir ve hesabınızı silebilirsiniz.
      </p>
      <p>
        Taleplerinizi, kimliğinizi doğrulayan bilgilerle birlikte hesabınıza kayıtlı e-posta adresinden{' '}
        <a href={`mailto:${siteContact.kvkkEmail}`}>{siteContact.kvkkEmail}</a> adresine iletebilirsiniz. Başvurunuz, Veri
        Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca en geç otuz gün içinde ücretsiz olarak
        sonuçlandırılır; işlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulunca belirlenen
        tarifedeki ücret alınabilir.
      </p>
    </LegalPage>
  );
}
