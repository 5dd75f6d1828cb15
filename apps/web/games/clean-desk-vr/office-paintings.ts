import { CANVAS_FONT } from '../shared/canvas-text';

/** The canvases painted on things in the office; every size is relative to the canvas. */
type Context = CanvasRenderingContext2D;

const font = (context: Context, weight: number, size: number, family = CANVAS_FONT) => {
  context.font = `${weight} ${Math.round(size)}px ${family}`;
};

export function paintLockedScreen(context: Context, width: number, height: number): void {
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#0b3d91');
  gradient.addColorStop(1, '#1864ab');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const x = width / 2;
  const y = height * 0.42;
  const size = height * 0.16;
  context.strokeStyle = '#ffffff';
  context.lineWidth = size * 0.22;
  context.beginPath();
  context.arc(x, y - size * 0.45, size * 0.55, Math.PI, 0);
  context.stroke();
  context.fillStyle = '#ffffff';
  context.fillRect(x - size * 0.8, y - size * 0.45, size * 1.6, size * 1.2);
  context.textAlign = 'center';
  font(context, 300, height * 0.13);
  context.fillText('12:30', x, height * 0.82);
}

export function paintStickyNote(context: Context, width: number, height: number): void {
  context.fillStyle = '#ffe066';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#f5c400';
  context.fillRect(0, 0, width, height * 0.12);
  context.fillStyle = '#1b3a8a';
  context.textAlign = 'center';
  font(context, 700, height * 0.2, "'Comic Sans MS', 'DejaVu Sans', cursive");
  context.fillText('pw:', width / 2, height * 0.42);
  font(context, 700, height * 0.15, "'Comic Sans MS', 'DejaVu Sans', cursive");
  context.fillText('Summer2025!', width / 2, height * 0.72);
}

export function paintSpreadsheet(context: Context, width: number, height: number): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#217346';
  context.fillRect(0, 0, width, height * 0.12);
  context.fillStyle = '#ffffff';
  context.textAlign = 'left';
  font(context, 600, height * 0.07);
  context.fillText('Payroll_2025.xlsx', width * 0.03, height * 0.085);
  const rows = [
    ['Name', 'IBAN', 'Salary'],
    ['A. Haddad', 'GB29 NWBK 6016…', '7,450'],
    ['M. Rossi', 'DE89 3704 0044…', '6,980'],
    ['S. Khan', 'AE07 0331 2345…', '9,120'],
    ['L. Chen', 'FR14 2004 1010…', '5,875'],
    ['J. Smith', 'NL91 ABNA 0417…', '6,300'],
  ];
  const top = height * 0.16;
  const rowHeight = (height * 0.82) / rows.length;
  const columns = [0.03, 0.36, 0.8];
  rows.forEach((row, index) => {
    const y = top + index * rowHeight;
    context.fillStyle = index === 0 ? '#e9ecef' : index % 2 ? '#ffffff' : '#f8f9fa';
    context.fillRect(0, y, width, rowHeight);
    context.strokeStyle = '#ced4da';
    context.strokeRect(0, y, width, rowHeight);
    context.fillStyle = '#212529';
    font(context, index === 0 ? 700 : 400, rowHeight * 0.45);
    row.forEach((cell, column) => {
      context.fillText(cell, width * columns[column]!, y + rowHeight * 0.65);
    });
  });
}

export function paintPrintout(context: Context, width: number, height: number): void {
  context.fillStyle = '#fdfdfd';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#c92a2a';
  context.textAlign = 'left';
  font(context, 700, height * 0.05);
  context.fillText('CONFIDENTIAL', width * 0.08, height * 0.08);
  context.fillStyle = '#111111';
  font(context, 700, height * 0.06);
  context.fillText('Customer list', width * 0.08, height * 0.17);
  font(context, 400, height * 0.036);
  const people = ['R. Alvarez', 'N. Okafor', 'Y. Tanaka', 'F. Nasser', 'E. Novak', 'P. Singh', 'C. Dubois'];
  people.forEach((person, index) => {
    const y = height * (0.26 + index * 0.09);
    context.fillText(person, width * 0.08, y);
    context.fillText(`4539 •••• ${String(1000 + index * 1379).slice(-4)}`, width * 0.5, y);
  });
}

export function paintUsbTag(context: Context, width: number, height: number): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = '#495057';
  context.lineWidth = height * 0.06;
  context.strokeRect(0, 0, width, height);
  context.fillStyle = '#c92a2a';
  context.textAlign = 'center';
  font(context, 700, height * 0.32);
  context.fillText('SALARIES', width / 2, height * 0.45);
  context.direction = 'rtl';
  context.fillText('الرواتب', width / 2, height * 0.85);
}

export function paintBadge(context: Context, width: number, height: number): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#16787f';
  context.fillRect(0, 0, width, height * 0.2);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  font(context, 700, height * 0.1);
  context.fillText('ACCESS', width / 2, height * 0.14);
  context.fillStyle = '#adb5bd';
  context.fillRect(width * 0.28, height * 0.27, width * 0.44, height * 0.34);
  context.fillStyle = '#212529';
  font(context, 600, height * 0.07);
  context.fillText('N. Haddad', width / 2, height * 0.72);
  for (let index = 0; index < 22; index += 1) {
    context.fillRect(
      width * (0.15 + index * 0.032),
      height * 0.8,
      width * (index % 3 ? 0.012 : 0.022),
      height * 0.12,
    );
  }
}

export function paintWhiteboard(context: Context, width: number, height: number): void {
  context.fillStyle = '#fbfcfd';
  context.fillRect(0, 0, width, height);
  // The faint smudge of a board that has been wiped.
  context.fillStyle = 'rgba(120, 140, 170, 0.08)';
  context.beginPath();
  context.ellipse(width * 0.45, height * 0.45, width * 0.3, height * 0.18, -0.1, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#1c7ed6';
  context.fillRect(width * 0.8, height * 0.9, width * 0.1, height * 0.03);
}
