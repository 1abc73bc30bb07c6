import { eq, sql } from 'drizzle-orm';
import { drawSvg } from '../lib/drawn-pictures';
import type { Storage } from '../integrations/storage';
import { sanitizeBlogHtml } from '../modules/blog';
import { blogComments, blogLikes, blogPosts } from '../db/schema/blog';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';
import { advisoryLocks } from '../db/advisory-locks';

const BLOG_SEED_LOCK = advisoryLocks.demoBlog;

type Motif = 'mill' | 'printer' | 'weld' | 'bearing' | 'glove' | 'pneumatic' | 'laser';

interface DemoComment {
  by: string;
  text: string;
  replies?: { by: string; text: string }[];
}

export interface DemoPost {
  slug: string;
  name: string;
  description: string;
  content: string;
  color: string;
  motif: Motif;
  authorEmail: string;
  daysAgo: number;
  likedBy: string[];
  comments: DemoComment[];
}

const MARKETING = 'pazarlama@pazaryeri.test';
const ADMIN = 'admin@pazaryeri.test';
const BUYER = 'alici@pazaryeri.test';
const SELLER = 'satici@pazaryeri.test';
const APPLICANT = 'basvuru@pazaryeri.test';

export const demoPosts: DemoPost[] = [
  {
    slug: 'cnc-tezgahinda-dogru-kesici-takim-secimi',
    name: 'CNC tezgahında doğru kesici takım seçimi',
    description: 'Malzeme, kaplama, ağız sayısı ve kesme parametreleri: parmak frezeden uç seçimine kadar atölyede işe yarayan kısa bir rehber.',
    color: '#1d4ed8',
    motif: 'mill',
    authorEmail: MARKETING,
    daysAgo: 2,
    likedBy: [BUYER, SELLER, APPLICANT],
    content: `<p>Aynı parçayı iki farklı takımla işlediğinizde yüzey kalitesi, çevrim süresi ve takım ömrü arasındaki fark şaşırtıcı olabilir. Doğru seçim, iş parçası malzemesiyle başlar.</p>
<h2>1. Önce malzemeyi tanıyın</h2>
<p>Alüminyumda talaş tahliyesi önceliklidir; <strong>2 ya da 3 ağızlı</strong>, parlatılmış kanallı karbür frezeler sıvanmayı önler. Çelikte ise <strong>4 ağızlı</strong> ve TiAlN kaplamalı takımlar ısıya daha dayanıklıdır.</p>
<h2>2. Kaplamayı işe göre seçin</h2>
<ul><li><strong>TiN:</strong> genel amaçlı, düşük hızlarda ekonomik.</li><li><strong>TiAlN / AlTiN:</strong> yüksek sıcaklıkta sertliğini korur; kuru işlemede iyidir.</li><li><strong>DLC:</strong> alüminyum ve demir dışı metallerde yapışmayı azaltır.</li></ul>
<h2>3. Kesme parametrelerini hesaplayın</h2>
<p>Devir sayısı <code>n = (Vc × 1000) / (π × D)</code> formülüyle bulunur. 10 mm karbür frezeyle yumuşak çelikte Vc = 120 m/dk için yaklaşık 3800 dev/dk ile başlayın, talaş rengini ve sesi izleyerek ayarlayın.</p>
<blockquote><p>Kural basit: takımı değil, talaşı dinleyin. Mavi talaş fazla ısıyı, toz talaş düşük ilerlemeyi gösterir.</p></blockquote>
<h2>4. Takım tutucuyu unutmayın</h2>
<ol><li>Salgıyı 0,01 mm altında tutun; hidrolik ya da shrink-fit tutucular bunu kolaylaştırır.</li><li>Takım boyunu mümkün olan en kısa tutun.</li><li>Pensleri düzenli temizleyin.</li></ol>
<p>Pazaryeri’ndeki <a href="/urunler">kesici takım kategorisinde</a> malzemeye göre filtreleyerek uygun takımı bulabilirsiniz.</p>`,
    comments: [
      { by: BUYER, text: 'Alüminyumda 3 ağızlı frezeye geçince sıvanma gerçekten bitti. Devir formülü de çok işime yaradı.', replies: [{ by: MARKETING, text: 'Ne güzel! Soğutma sıvısı kullanıyorsanız alkol bazlı yağlayıcı da deneyebilirsiniz.' }] },
      { by: SELLER, text: 'Salgı konusuna bir ekleme: tutucuyu her takım değişiminde komparatörle kontrol etmek uzun vadede çok para kazandırıyor.' },
    ],
  },
  {
    slug: '3d-baski-icin-stl-dosyasi-hazirlama',
    name: '3D baskı için STL dosyası hazırlama',
    description: 'Modelden baskıya: duvar kalınlığı, toleranslar, destek yapıları ve dilimleyicide dikkat edilecek ayarlar.',
    color: '#7c3aed',
    motif: 'printer',
    authorEmail: MARKETING,
    daysAgo: 5,
    likedBy: [BUYER, APPLICANT],
    content: `<p>İyi bir baskı, iyi hazırlanmış bir STL dosyasıyla başlar. Tasarım programından dışa aktarmadan önce birkaç kontrol, saatlerce süren başarısız baskıları önler.</p>
<h2>Kapalı (manifold) bir model</h2>
<p>Modeldeki her yüzey kapalı bir hacim oluşturmalı. Açık kenarlar ve üst üste binen yüzeyler dilimleyicide boşluklara yol açar. Dışa aktarmadan önce programınızın <em>onarım</em> aracını çalıştırın.</p>
<h2>Duvar kalınlığı ve toleranslar</h2>
<ul><li>FDM için en ince duvar: nozül çapının en az iki katı (0,4 mm nozül için 0,8 mm).</li><li>Geçme parçalarda 0,2–0,3 mm boşluk bırakın.</li><li>Vida delikleri için modeli biraz küçük çizip baskıdan sonra matkapla açın.</li></ul>
<h2>Çözünürlük ayarı</h2>
<p>Dışa aktarırken çok kaba üçgenler yuvarlak yüzeyleri köşeli gösterir; çok ince üçgenler ise dosyayı gereksiz büyütür. 0,01 mm sapma çoğu parça için yeterlidir.</p>
<blockquote><p>45 derece kuralı: 45°’den dik sarkmalar desteksiz basılabilir; daha yatık yüzeyler destek ister.</p></blockquote>
<h2>Dilimleyicide son kontrol</h2>
<ol><li>Parçayı en geniş yüzeyi tablaya gelecek şekilde yerleştirin.</li><li>Katman önizlemesinde ilk katmanı inceleyin.</li><li>Doluluk oranını işleve göre seçin: görsel parçalarda %15, taşıyıcı parçalarda %40 ve üzeri.</li></ol>
<p>Hazır modeller için <a href="/urunler">STL ürünlerimize</a> göz atabilirsiniz.</p>`,
    comments: [
      { by: APPLICANT, text: 'Geçme toleransı için 0,2 mm benim yazıcımda biraz sıkı kaldı, 0,3 mm ile mükemmel oldu.', replies: [{ by: BUYER, text: 'Bende de aynısı, PETG ile 0,3 mm daha iyi.' }, { by: MARKETING, text: 'Teşekkürler, yazıcıya ve filamente göre değiştiğini de ekleyelim.' }] },
    ],
  },
  {
    slug: 'mig-mag-kaynaginda-gaz-secimi',
    name: 'MIG/MAG kaynağında koruyucu gaz seçimi',
    description: 'Argon, CO₂ ve karışımlar: hangi gaz hangi malzemede, sıçrantıyı azaltmak için nelere bakmalı?',
    color: '#ea580c',
    motif: 'weld',
    authorEmail: ADMIN,
    daysAgo: 9,
    likedBy: [SELLER],
    content: `<p>Koruyucu gaz, kaynak banyosunu havadaki oksijen ve azottan korur; ama seçim yalnızca korumayla bitmez, nüfuziyet ve dikiş görünümünü de belirler.</p>
<h2>Karbon çelik</h2>
<p>Saf <strong>CO₂</strong> ucuzdur ve derin nüfuziyet sağlar, ancak sıçrantı fazladır. <strong>%82 Argon + %18 CO₂</strong> karışımı daha düzgün bir ark ve temiz dikiş verir; atölyelerde en yaygın tercih budur.</p>
<h2>Paslanmaz çelik</h2>
<p>Argona az miktarda CO₂ ya da oksijen (%2–3) eklenmiş karışımlar kullanılır. Fazla CO₂ korozyon direncini düşürür.</p>
<h2>Alüminyum</h2>
<p>Yalnızca <strong>saf argon</strong> ya da argon-helyum karışımı. Aktif gazlar alüminyumda gözenek yapar.</p>
<ul><li>Gaz debisi: genellikle 12–18 L/dk.</li><li>Rüzgârlı ortamda debiyi artırmak yerine paravan kullanın.</li><li>Tüp değişiminden sonra hortumu birkaç saniye gazla süpürün.</li></ul>`,
    comments: [{ by: SELLER, text: 'Karışım gaza geçtikten sonra taşlama işçiliğimiz yarıya indi, kesinlikle tavsiye ederim.' }],
  },
  {
    slug: 'rulman-omrunu-uzatmanin-7-yolu',
    name: 'Rulman ömrünü uzatmanın 7 yolu',
    description: 'Doğru montaj, doğru yağlama ve doğru sızdırmazlık: erken rulman arızalarının çoğu önlenebilir.',
    color: '#0f766e',
    motif: 'bearing',
    authorEmail: MARKETING,
    daysAgo: 14,
    likedBy: [BUYER, SELLER],
    content: `<p>Rulman arızalarının büyük kısmı malzeme yorulmasından değil, montaj ve yağlama hatalarından kaynaklanır.</p>
<ol><li><strong>Çekiçle değil, presle takın.</strong> Darbe, yuvarlanma elemanlarında iz bırakır.</li><li><strong>Isıtarak montaj</strong> yapacaksanız 110 °C’yi geçmeyin; endüksiyon ısıtıcı en güvenlisidir.</li><li><strong>Doğru gresi seçin:</strong> hız ve sıcaklığa uygun kıvam (NLGI 2 çoğu uygulama için uygundur).</li><li><strong>Fazla yağlamayın.</strong> Aşırı gres ısınmaya yol açar.</li><li><strong>Keçeleri kontrol edin;</strong> toz ve su en büyük düşmandır.</li><li><strong>Eksen kaçıklığını ölçün.</strong> Lazerli hizalama cihazları birkaç dakikada sonuç verir.</li><li><strong>Titreşimi izleyin.</strong> Artan titreşim, arızanın ilk habercisidir.</li></ol>
<blockquote><p>Bir rulmanın ömrü, takıldığı gün belirlenir.</p></blockquote>`,
    comments: [],
  },
  {
    slug: 'is-guvenligi-eldiveni-secerken-en-388-standardi',
    name: 'İş güvenliği eldiveni seçerken EN 388 standardı',
    description: 'Eldiven üzerindeki dört rakam ve bir harf ne anlatır? Kesilme, delinme ve aşınma dayanımını doğru okuyun.',
    color: '#ca8a04',
    motif: 'glove',
    authorEmail: ADMIN,
    daysAgo: 20,
    likedBy: [APPLICANT],
    content: `<p>EN 388 işaretli bir eldivende kalkan simgesinin altında, örneğin <code>4X43D</code> gibi bir kod görürsünüz. Her karakter bir testin sonucudur.</p>
<ul><li><strong>1. rakam – aşınma</strong> (0–4)</li><li><strong>2. rakam – bıçakla kesilme</strong> (0–5, ya da test uygulanamadıysa X)</li><li><strong>3. rakam – yırtılma</strong> (0–4)</li><li><strong>4. rakam – delinme</strong> (0–4)</li><li><strong>Harf – ISO 13997 kesilme</strong> (A–F); cam ve sac işlerinde bu harfe bakın.</li></ul>
<h2>Hangi iş için hangi seviye?</h2>
<p>Montaj hatlarında B–C seviyesi yeterliyken sac kesme ve cam taşımada en az <strong>D</strong> seviyesi önerilir.</p>`,
    comments: [{ by: BUYER, text: 'Harfin ne anlama geldiğini ilk kez öğrendim, teşekkürler.', replies: [{ by: ADMIN, text: 'Rica ederiz, sac işleri için D ve üzerini öneriyoruz.' }] }],
  },
  {
    slug: 'pnomatik-sistemlerde-hava-kacagi-tespiti',
    name: 'Pnömatik sistemlerde hava kaçağı tespiti',
    description: 'Basınçlı hava en pahalı enerjidir. Kaçakları bulmanın ve ölçmenin pratik yolları.',
    color: '#0369a1',
    motif: 'pneumatic',
    authorEmail: MARKETING,
    daysAgo: 27,
    likedBy: [],
    content: `<p>Tipik bir fabrikada üretilen basınçlı havanın %20–30’u kaçaklarla kaybolur. 3 mm’lik tek bir delik, 7 bar basınçta yılda binlerce liralık elektrik demektir.</p>
<h2>Kaçakları bulmak</h2>
<ul><li><strong>Ultrasonik dedektör:</strong> gürültülü ortamda bile kaçağın sesini duyar.</li><li><strong>Sabunlu su:</strong> basit ama bağlantı noktalarında etkili.</li><li><strong>Hafta sonu testi:</strong> üretim yokken kompresörün devreye girme sıklığını ölçün.</li></ul>
<h2>En sık kaçak noktaları</h2>
<ol><li>Hızlı bağlantı rakorları</li><li>Şartlandırıcı boşaltma ventilleri</li><li>Eskimiş hortumlar ve kelepçeler</li></ol>`,
    comments: [],
  },
  {
    slug: 'lazer-kesimde-sac-kalinligi-ve-kesim-kalitesi',
    name: 'Lazer kesimde sac kalınlığı ve kesim kalitesi',
    description: 'Fiber lazerde güç, hız ve yardımcı gaz ayarlarının kesim yüzeyine etkisi; çapaksız kesim için ipuçları.',
    color: '#be123c',
    motif: 'laser',
    authorEmail: MARKETING,
    daysAgo: 34,
    likedBy: [SELLER, BUYER],
    content: `<p>Fiber lazerler ince sacda çok hızlıdır; kalınlık arttıkça doğru gaz ve odak ayarı kaliteyi belirler.</p>
<h2>Yardımcı gaz</h2>
<ul><li><strong>Oksijen:</strong> karbon çelikte kalın sacları keser; kenar oksitlenir.</li><li><strong>Azot:</strong> paslanmaz ve alüminyumda parlak, oksitsiz kenar verir; tüketimi yüksektir.</li><li><strong>Basınçlı hava:</strong> ince saclarda ekonomik bir ara çözüm.</li></ul>
<h2>Çapak sorununa karşı</h2>
<p>Alt kenarda çapak varsa önce odak konumunu, sonra gaz basıncını kontrol edin. Hızı düşürmek çoğu zaman sorunu büyütür.</p>`,
    comments: [{ by: SELLER, text: 'Azotla kesimde nozül temizliğini her vardiya başında yapmak fark yaratıyor.' }],
  },
];

const motifs: Record<Motif, string> = {
  mill: '<rect x="40" y="10" width="20" height="46" rx="3"/><path d="M44 56 L44 88 L50 96 L56 88 L56 56 Z"/><path d="M44 62 L56 70 M44 72 L56 80 M44 82 L56 90" fill="none"/>',
  printer: '<rect x="10" y="12" width="80" height="80" rx="4" fill="none"/><rect x="38" y="24" width="24" height="14"/><path d="M50 38 L50 50"/><rect x="26" y="66" width="48" height="18"/><rect x="34" y="54" width="32" height="12"/>',
  weld: '<path d="M14 80 L62 32"/><rect x="56" y="14" width="30" height="18" rx="3" transform="rotate(45 71 23)"/><path d="M30 92 L86 92" /><circle cx="20" cy="80" r="6"/><path d="M20 70 L16 60 M28 74 L34 64 M12 76 L4 70" fill="none"/>',
  bearing: '<circle cx="50" cy="50" r="42" fill="none"/><circle cx="50" cy="50" r="18" fill="none"/>' + Array.from({ length: 10 }, (_, i) => `<circle cx="${(50 + 30 * Math.cos((i * Math.PI) / 5)).toFixed(1)}" cy="${(50 + 30 * Math.sin((i * Math.PI) / 5)).toFixed(1)}" r="7"/>`).join(''),
  glove: '<path d="M28 94 L28 46 Q28 40 34 40 L34 14 Q34 8 40 8 Q46 8 46 14 L46 36 L46 10 Q46 4 52 4 Q58 4 58 10 L58 36 L58 14 Q58 8 64 8 Q70 8 70 14 L70 42 L70 24 Q70 18 76 18 Q82 18 82 24 L82 64 Q82 94 60 94 Z" fill="none"/><path d="M28 80 L82 80"/>',
  pneumatic: '<rect x="8" y="36" width="60" height="28" rx="4" fill="none"/><rect x="68" y="46" width="28" height="8"/><rect x="36" y="36" width="8" height="28"/><circle cx="20" cy="26" r="8" fill="none"/><path d="M20 34 L20 36"/>',
  laser: '<rect x="30" y="4" width="40" height="30" rx="3" fill="none"/><path d="M50 34 L50 70"/><path d="M6 78 L94 78 L94 90 L6 90 Z" fill="none"/><path d="M40 70 L50 78 L60 70 M30 66 L50 78 M70 66 L50 78" fill="none"/>',
};

/** The title in at most three lines that stop short of the drawing. */
function titleLines(name: string, perLine: number): string[] {
  const lines: string[] = [''];
  for (const word of name.split(/\s+/)) {
    const current = lines[lines.length - 1];
    if (!current) lines[lines.length - 1] = word;
    else if (`${current} ${word}`.length <= perLine) lines[lines.length - 1] = `${current} ${word}`;
    else if (lines.length < 3) lines.push(word);
    else {
      lines[2] = `${lines[2]}…`;
      break;
    }
  }
  return lines;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 1200×630 cover (the social-card size): the post's colour, a line drawing, its title. */
export function drawBlogCoverSvg(post: Pick<DemoPost, 'name' | 'color' | 'motif'>): string {
  const lines = titleLines(post.name, 19);
  const title = lines.map((line, i) => `<text x="80" y="${(lines.length > 2 ? 250 : 290) + i * 72}">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${post.color}"/><stop offset="1" stop-color="#0b1220"/></linearGradient>
<pattern id="grid" width="50" height="50" patternUnits="userSpaceOnUse"><path d="M50 0 L0 0 0 50" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2"/></pattern></defs>
<rect width="1200" height="630" fill="url(#bg)"/><rect width="1200" height="630" fill="url(#grid)"/>
<circle cx="960" cy="315" r="230" fill="#ffffff" fill-opacity="0.08"/>
<g transform="translate(810,165) scale(3.0)" fill="#f8fafc" fill-opacity="0.9" stroke="#f8fafc" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${motifs[post.motif]}</g>
<text x="80" y="150" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#ffffff" fill-opacity="0.8" letter-spacing="6">PAZARYERİ BLOG</text>
<g font-family="DejaVu Sans" font-weight="bold" font-size="56" fill="#ffffff">${title}</g>
</svg>`;
}

/**
 * The demo blog, once (an install that has posts keeps its own): posts by the demo marketing
 * user and admin, with covers drawn when storage is given, comments, replies and likes from the
 * demo users; the counts written as they would be kept.
 */
export async function seedDemoBlog(db: Db, storage?: Storage) {
  const emails = [...new Set(demoPosts.flatMap((post) => [post.authorEmail, ...post.likedBy, ...post.comments.flatMap((c) => [c.by, ...(c.replies ?? []).map((r) => r.by)])]))];
  const people = new Map<string, string>();
  for (const email of emails) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (user) people.set(email, user.id);
  }
  const covers = new Map<string, string>();
  if (storage) {
    const [{ value }] = await db.select({ value: sql<number>`count(*)::int` }).from(blogPosts);
    if (value > 0) return { created: 0 };
    for (const post of demoPosts) {
      const webp = await drawSvg(drawBlogCoverSvg(post), { format: 'webp', quality: 82, effort: 1 });
      covers.set(post.slug, (await storage.put('blog', 'webp', webp)).url);
    }
  }
  let created = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_SEED_LOCK})`);
    const [{ value }] = await tx.select({ value: sql<number>`count(*)::int` }).from(blogPosts);
    if (value > 0) return;
    for (const post of demoPosts) {
      const published = new Date(Date.now() - post.daysAgo * 86_400_000);
      const likers = post.likedBy.map((email) => people.get(email)).filter((id): id is string => Boolean(id));
      const comments = post.comments.filter((comment) => people.has(comment.by));
      const replyCount = comments.reduce((sum, c) => sum + (c.replies ?? []).filter((r) => people.has(r.by)).length, 0);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          slug: post.slug,
          name: post.name,
          description: post.description,
          content: sanitizeBlogHtml(post.content),
          coverImage: covers.get(post.slug) ?? null,
          authorId: people.get(post.authorEmail) ?? null,
          published: true,
          publishedAt: published,
          createdAt: published,
          updatedAt: published,
          likeCount: likers.length,
          commentCount: comments.length + replyCount,
        })
        .returning();
      if (likers.length) await tx.insert(blogLikes).values(likers.map((userId) => ({ postId: row.id, userId })));
      for (const [index, comment] of comments.entries()) {
        const at = new Date(published.getTime() + (index + 1) * 3_600_000);
        const [parent] = await tx.insert(blogComments).values({ postId: row.id, userId: people.get(comment.by)!, content: comment.text, createdAt: at }).returning();
        const replies = (comment.replies ?? []).filter((reply) => people.has(reply.by));
        if (replies.length) {
          await tx.insert(blogComments).values(
            replies.map((reply, r) => ({ postId: row.id, parentId: parent.id, userId: people.get(reply.by)!, content: reply.text, createdAt: new Date(at.getTime() + (r + 1) * 1_800_000) })),
          );
        }
      }
      created += 1;
    }
  });
  // Covers drawn for a run that found posts already there are not kept.
  if (!created) for (const url of covers.values()) await storage?.remove(storage.keyFromUrl(url)!).catch(() => undefined);
  return { created };
}

